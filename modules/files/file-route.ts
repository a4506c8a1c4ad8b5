import { RequestMethod } from '@nestjs/common';

/** The one Nest route outside the global `/api` prefix (SPEC §2.2 `/file/{slug}`). */
export const FILE_ROUTE = { path: 'file/:slug', method: RequestMethod.GET };
