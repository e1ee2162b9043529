import { Box, Link } from '@mui/material';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { replyUrl } from '../../domain/chat';

// The formatted part of an assistant reply. react-markdown builds React elements (never innerHTML): raw HTML
// in a reply is shown as text, links keep only the schemes of spec section 2 (http, https, irc, ircs, mailto,
// xmpp; anything else loses its address), and images are dropped so a reply cannot load outside pictures.

function ReplyLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </Link>
  );
}

const components: Components = {
  a: ({ node: _node, ...props }) => <ReplyLink {...props} />,
};

export function ReplyMarkdown({ text }: { text: string }) {
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-child': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 1 },
        '& ul, & ol': { my: 1, pl: 3 },
        '& li + li': { mt: 0.5 },
        '& h1, & h2, & h3, & h4': { fontSize: '1.05rem', fontWeight: 700, mt: 2, mb: 1 },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '0.875em',
          bgcolor: 'action.hover',
          px: 0.5,
          borderRadius: 0.5,
        },
        '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
        '& blockquote': { m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
      }}
    >
      <Markdown urlTransform={replyUrl} disallowedElements={['img']} components={components}>
        {text}
      </Markdown>
    </Box>
  );
}
