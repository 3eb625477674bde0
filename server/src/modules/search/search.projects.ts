/**
 * Search over projects (issue #24): the projects the viewer may see (everyone's public ones and their own) whose name,
 * size, notes or pattern name hold every word of the query, ignoring case and accents; newest first, in keyset pages.
 * Private projects of others never match: the one visibility rule (project.policy.ts) is part of the statement.
 */
import type { Ctx } from '../../common/context';
import { badInput } from '../../common/errors';
import { decodeCursor, encodeCursor, pageWindow, toPage, type Page, type PageRequest } from '../../common/pagination';
import { Project } from '../project/project.entity';
import { visibleProjectsSql } from '../project/project.policy';

/** At most this many words are looked for. */
const MAX_WORDS = 10;

/** A page of the projects matching `query`. */
export async function searchProjects(ctx: Ctx, query: unknown, req: PageRequest): Promise<Page<Project>> {
  if (typeof query !== 'string') throw badInput('The search must be text');
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS).map((w) => w.slice(0, 100));
  if (!words.length) throw badInput('Type something to search for', { reason: 'searchEmpty' });
  const window = pageWindow(req);
  if (window.backward) throw badInput('Search projects forward, with `first` and `after`', { reason: 'forwardOnly' });
  const visible = visibleProjectsSql(ctx.viewer, 'p');
  const text = `lower(unaccent(p.name || ' ' || p.size_made || ' ' || p.notes || ' ' || coalesce(k.name, '')))`;
  const matches = words.map(() => `${text} like '%' || lower(unaccent(?)) || '%'`).join(' and ');
  const escaped = words.map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
  const after = window.after ? decodeCursor(window.after)[1] : null;
  const from = `from project p left join knit_item k on k.id = p.pattern_id and k.visibility = 'public' where ${visible.sql} and ${matches}`;
  const conn = ctx.em.getConnection();
  const ids = await conn.execute<{ id: number }[]>(
    `select p.id ${from} ${after === null ? '' : 'and p.id < ?'} order by p.id desc limit ?`,
    [...visible.params, ...escaped, ...(after === null ? [] : [after]), window.size + 1]);
  const found = ids.length ? await ctx.em.find(Project, { id: { $in: ids.map((r) => r.id) } }) : [];
  const rows = ids.map((r) => found.find((p) => p.id === r.id)!).filter(Boolean);
  return toPage(rows, window, (p) => encodeCursor(p.id, p.id), {
    count: async () => Number((await conn.execute<{ n: number }[]>(`select count(*)::int as n ${from}`, [...visible.params, ...escaped]))[0].n),
  });
}
