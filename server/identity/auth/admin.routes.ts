import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminService } from './admin.service';
import type { IdentityContext } from './context';
import { requireAdmin } from './request-auth';
import { bodyOf, type Query } from './request-body';

// /auth/v1/admin and /auth/v1/invite: GoTrue's admin API for the service role (research/supabase-compat.md §8).

export interface AdminRoutesOptions {
  ctx: IdentityContext;
  base: (request: FastifyRequest) => string;
  redirectFor: (request: FastifyRequest, candidate: unknown) => string;
}

export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const { ctx, base, redirectFor } = options;
  const admin = adminService(ctx);
  app.addHook('preHandler', async (request) => requireAdmin(ctx, request));

  app.get<{ Querystring: Query }>('/admin/users', async (request, reply) => {
    const result = await admin.listUsers(request.query);
    // auth-js reads the page number right after the first '=' of each link: page comes first.
    const link = (page: number, rel: string) =>
      `<${base(request)}/auth/v1/admin/users?page=${page}&per_page=${result.perPage}>; rel="${rel}"`;
    const links = [];
    if (result.page < result.lastPage) links.push(link(result.page + 1, 'next'));
    links.push(link(result.lastPage, 'last'));
    reply.header('x-total-count', String(result.total)).header('link', links.join(', '));
    return result.body;
  });
  app.post('/admin/users', async (request) => admin.createUser(bodyOf(request)));
  app.get<{ Params: { id: string } }>('/admin/users/:id', async (request) => admin.getUser(request.params.id));
  app.put<{ Params: { id: string } }>('/admin/users/:id', async (request) => admin.updateUser(request.params.id, bodyOf(request)));
  app.delete<{ Params: { id: string } }>('/admin/users/:id', async (request) => admin.deleteUser(request.params.id));
  app.get<{ Params: { id: string } }>('/admin/users/:id/factors', async (request) => admin.listFactors(request.params.id));
  app.route<{ Params: { id: string } }>({
    method: ['GET', 'PUT', 'DELETE'],
    url: '/admin/users/:id/factors/:factorId',
    handler: async (request) => admin.factor(request.params.id),
  });
  app.post<{ Querystring: Query }>('/invite', async (request) =>
    admin.inviteUser(bodyOf(request), { base: base(request), redirectTo: redirectFor(request, request.query.redirect_to) }),
  );
  app.post<{ Querystring: Query }>('/admin/generate_link', async (request) => {
    const body = bodyOf(request);
    return admin.generateLink(body, {
      base: base(request),
      redirectTo: redirectFor(request, request.query.redirect_to ?? body.redirect_to),
    });
  });
}
