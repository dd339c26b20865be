import type { PublicConfig } from '@cvlisto/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { LoginMarquee } from './login-marquee';

function marquee(translation: boolean): string {
  const client = new QueryClient();
  client.setQueryData(publicConfigQueryOptions.queryKey, {
    tools: { translation },
  } as PublicConfig);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LoginMarquee />
    </QueryClientProvider>,
  );
}

test('the login marquee promises translation only where this server translates (issue 17)', () => {
  expect(marquee(true)).toContain('Traducción profesional al inglés');
  expect(marquee(false)).not.toContain('inglés');
  expect(marquee(false)).toContain('Adaptado a cada oferta de trabajo');
});
