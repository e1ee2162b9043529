import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApprovedTexts } from '../../contract/wire';
import { errors } from '../errors';
import { currentUser, requireUser } from '../http/auth-guard';
import type { TokenVerifier } from '../identity/verify-token';
import { paperFromAcceptLanguage } from './paper';
import { attachmentHeader } from './report-file-name';
import type { ReportService } from './report.service';

// The listing report as a PDF download (issue 19). GET for the report alone; POST adds the texts the host
// approved in the assistant, which only the browser keeps. Scoped like every listing call: another user's
// listing answers 404.

export interface ReportRoutesOptions {
  tokenVerifier: TokenVerifier;
  reports: ReportService;
}

const Params = z.object({ id: z.string().min(1) });
const Query = z.object({ paper: z.enum(['a4', 'letter'], { error: 'paper is a4 or letter' }).optional() });
const Body = z.object({
  approvedTexts: z
    .record(z.string().max(100), z.object({ text: z.string().max(10_000, 'An approved text is too long'), section: z.string().max(100) }), {
      error: 'approvedTexts maps a section to { text, section }',
    })
    .refine((value) => Object.keys(value).length <= 50, 'Too many approved texts')
    .optional(),
});

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

export async function reportRoutes(app: FastifyInstance, options: ReportRoutesOptions): Promise<void> {
  const guard = { preHandler: requireUser(options.tokenVerifier) };

  async function answer(request: FastifyRequest, reply: FastifyReply, approvedTexts: ApprovedTexts) {
    const params = Params.safeParse(request.params);
    if (!params.success) throw errors.listingNotFound();
    const query = Query.safeParse(request.query ?? {});
    if (!query.success) throw errors.validation(firstIssue(query.error));
    const paper = query.data.paper ?? paperFromAcceptLanguage(request.headers['accept-language']);
    const { pdf, fileName } = await options.reports.report(currentUser(request).id, params.data.id, { paper, approvedTexts });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  app.get('/api/listing/:id/report', guard, (request, reply) => answer(request, reply, {}));

  app.post('/api/listing/:id/report', guard, (request, reply) => {
    const body = Body.safeParse(request.body ?? {});
    if (!body.success) throw errors.validation(firstIssue(body.error));
    return answer(request, reply, body.data.approvedTexts ?? {});
  });
}
