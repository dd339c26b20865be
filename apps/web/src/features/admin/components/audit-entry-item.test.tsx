import type { AdminAuditEntry } from '@cvlisto/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { AuditEntryItem } from './audit-entry-item';

const entry: AdminAuditEntry = {
  id: 7,
  actorId: 'operator-1',
  actorEmail: 'operadora@example.pe',
  action: 'claim.answered',
  targetType: 'claim',
  targetId: '42',
  before: { status: 'pendiente' },
  after: { status: 'respondido' },
  createdAt: '2026-03-05T15:00:00.000Z',
};

const render = (item: AdminAuditEntry) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AuditEntryItem entry={item} />
    </MemoryRouter>,
  );

describe('AuditEntryItem', () => {
  test('names what the action was about in Spanish and links to its page', () => {
    expect(render(entry)).toContain('href="/admin/reclamos/42" data-discover="true">el reclamo');
    expect(render({ ...entry, targetType: 'blog_post', targetId: '3' })).toContain(
      'href="/admin/blog/3" data-discover="true">el artículo',
    );
    expect(render({ ...entry, targetType: 'user', targetId: 'u1' })).toContain(
      'href="/admin/usuarios/u1" data-discover="true">la cuenta',
    );
  });

  test('names without a link what has no page, and shows an unknown kind as it is', () => {
    const support = render({ ...entry, targetType: 'support', targetId: '9' });
    expect(support).toContain('la solicitud de soporte');
    expect(support).not.toContain('href="/admin');
    expect(render({ ...entry, targetType: 'something_new' })).toContain('something_new');
  });
});
