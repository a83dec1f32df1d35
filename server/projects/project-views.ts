/** The API views of pool projects, their list rows and their photos. */
import type { Locale } from '../../engine/index.ts';
import { companySummary } from '../accounts/account-view.ts';
import type { DataOf } from '../http/operation.ts';
import { poolSummary, type Pool } from './pool.ts';
import type { PhotoRecord, ProjectRecord, ProjectRow } from './project-repository.ts';

export const photoUrl = (projectId: number, photoId: number) => `/api/v1/project/${projectId}/photo/${photoId}`;

export function photoView(projectId: number, photo: PhotoRecord): DataOf<'uploadProjectPhoto'> {
  return {
    id: photo.id,
    name: photo.name,
    content_type: photo.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
    size: photo.sizeBytes,
    uploaded_at: photo.createdAt.toISOString(),
    url: photoUrl(projectId, photo.id),
  };
}

const text = (record: Record<string, string | null>, key: string) => record[key] ?? null;

export function projectView(record: ProjectRecord, locale: Locale): DataOf<'getProject'> {
  const { project } = record;
  const pool = project.pool as Pool;
  const customer = project.endCustomer;
  const site = project.siteAddress;
  return {
    id: project.id,
    version: project.version,
    number: project.number,
    name: project.name,
    end_customer: {
      name: text(customer, 'name'),
      address_1: text(customer, 'address_1'),
      address_2: text(customer, 'address_2'),
      zipcode: text(customer, 'zipcode'),
      city: text(customer, 'city'),
      country_code: text(customer, 'country_code'),
      email: text(customer, 'email'),
      phone: text(customer, 'phone'),
    },
    site_address: {
      address_1: text(site, 'address_1'),
      address_2: text(site, 'address_2'),
      zipcode: text(site, 'zipcode'),
      city: text(site, 'city'),
      country_code: text(site, 'country_code'),
    },
    pool,
    pool_summary: poolSummary(pool, locale),
    notes: project.notes,
    photos: record.photos.map((photo) => photoView(project.id, photo)),
    client: companySummary(record.client),
    installer: record.installer && companySummary(record.installer),
    created_by: record.createdBy,
    quote_count: record.quoteCount,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

export interface ProjectListRow {
  project: ProjectRow;
  firstName: string;
  lastName: string;
  quoteCount: number;
}

export function projectListItemView(row: ProjectListRow, locale: Locale): DataOf<'listProjects'>[number] {
  const { project } = row;
  return {
    id: project.id,
    number: project.number,
    name: project.name,
    end_customer_name: project.endCustomer['name'] ?? null,
    city: project.siteAddress['city'] ?? null,
    pool_summary: poolSummary(project.pool as Pool, locale),
    quote_count: row.quoteCount,
    created_by: `${row.firstName} ${row.lastName}`.trim(),
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}
