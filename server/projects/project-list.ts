/** My pool projects: searched, sorted and paginated in the database, within the caller's scope. */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../engine/index.ts';
import type { Database } from '../db/client.ts';
import { projects, users } from '../db/schema.ts';
import type { QueryOf } from '../http/operation.ts';
import { folded, foldedPattern } from '../quotes/quote-list.ts';
import type { Caller } from '../quotes/quote-scope.ts';
import { countProjects, quoteCountOf } from './project-repository.ts';
import { projectScope } from './project-scope.ts';
import { projectListItemView } from './project-views.ts';

const customerName = sql`coalesce(${projects.endCustomer}->>'name', '')`;
const city = sql`coalesce(${projects.siteAddress}->>'city', '')`;

const SORT_COLUMNS: Record<string, SQL | AnyPgColumn> = {
  created_at: projects.createdAt,
  updated_at: projects.updatedAt,
  name: projects.name,
  number: projects.number,
  city,
};

export async function listProjectPage(db: Database, caller: Caller, query: QueryOf<'listProjects'>, locale: Locale) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 25;
  const conditions: (SQL | undefined)[] = [projectScope(caller)];
  if (query.q) {
    const pattern = foldedPattern(query.q);
    conditions.push(
      or(
        sql`${folded(sql`${projects.number}`)} like ${pattern}`,
        sql`${folded(projects.name)} like ${pattern}`,
        sql`${folded(customerName)} like ${pattern}`,
        sql`${folded(city)} like ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const sort = query.sort ?? '-created_at';
  const column = SORT_COLUMNS[sort.replace(/^-/, '')]!;
  const direction = sort.startsWith('-') ? desc : asc;
  const [total, rows] = await Promise.all([
    countProjects(db, where),
    db
      .select({ project: projects, firstName: users.firstName, lastName: users.lastName, quoteCount: quoteCountOf })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .where(where)
      .orderBy(direction(column), direction(projects.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  return { data: rows.map((row) => projectListItemView(row, locale)), meta: { page, per_page: perPage, total } };
}
