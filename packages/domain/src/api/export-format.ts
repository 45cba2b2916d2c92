import { z } from 'zod';
import { OwnEmailQuery } from './platform';

/** File types a list export offers (DESIGN.md, Exports). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Query of every list export: the compatibility e-mail and the file type. */
export const ExportQuery = OwnEmailQuery.extend({ format: z.enum(EXPORT_FORMATS).default('csv') });

/** What an export answers: the file itself, not JSON. */
export const ExportedFile = z.string().describe('The file (text/csv or the XLSX type), named in Content-Disposition');
