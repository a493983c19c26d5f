import { resourceDownloadRequest, resourceIdParam } from '@termlens/contracts/signup';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/client';
import { downloadResources, resourceDownloads } from '../db/schema';
import { contentVersions } from '../lib/content-versions';
import { HttpError } from '../lib/http-error';
import { keptList } from '../lib/kept-list';
import { recordEmail } from '../lib/outbox';
import { KB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { checkSignedPath, signPath } from '../lib/signed-url';
import { signingSecret as loadSigningSecret } from '../lib/signing-secret';
import { validate } from '../lib/validate';
import { downloadEmail } from '../mail/templates/download-email';
import { resourceBytes } from '../resources/resource-bytes';
import { findResourceFile } from '../resources/resource-files';
import { RESOURCE_FILES_PATH } from '../resources/resource-rows';

export interface ResourceRouteOptions {
  /** SIGNING_SECRET; without it the secret stored in app_settings is used */
  signingSecret?: string;
  /** the public site origin for links in emails; defaults to the request's origin */
  siteUrl?: string;
}

const listColumns = {
  id: downloadResources.id,
  title: downloadResources.title,
  description: downloadResources.description,
  fileType: downloadResources.fileType,
  fileSize: downloadResources.fileSize,
  pages: downloadResources.pages,
  category: downloadResources.category,
  downloadCount: downloadResources.downloadCount,
};

export function resourceRoutes({ signingSecret, siteUrl }: ResourceRouteOptions = {}) {
  // Memoised per database by signingSecret(); a failed load is retried by the next request.
  const secretFor = (db: Database) => loadSigningSecret(db, signingSecret);

  return new Hono<AppEnv>()
    .get('/', keptList('resources'), async (c) => {
      const rows = await c.var.db
        .select(listColumns)
        .from(downloadResources)
        .where(eq(downloadResources.isActive, true))
        .orderBy(asc(downloadResources.id));
      return c.json(rows);
    })
    .post(
      '/:id/download',
      publicPost({ maxBytes: 4 * KB, rateLimit: rateLimitRules.downloads }),
      validate('param', resourceIdParam),
      validate('json', resourceDownloadRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const db = c.var.db;
        const resource = await db.transaction(async (tx) => {
          // Incrementing in SQL keeps concurrent downloads from losing counts.
          const [updated] = await tx
            .update(downloadResources)
            .set({ downloadCount: sql`${downloadResources.downloadCount} + 1` })
            .where(and(eq(downloadResources.id, id), eq(downloadResources.isActive, true)))
            .returning({ title: downloadResources.title, fileUrl: downloadResources.fileUrl });
          if (!updated) throw new HttpError(404, 'Resource not found');
          await tx.insert(resourceDownloads).values({
            resourceId: id,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            utm_source: body.utm_source ?? 'direct',
            utm_medium: body.utm_medium ?? 'website',
            utm_campaign: body.utm_campaign ?? 'download',
          });
          return updated;
        });
        // The list shows the download count: this process's next list must show the new one.
        contentVersions(db).changed();
        const downloadUrl = signPath(await secretFor(db), resource.fileUrl);
        const origin = siteUrl ?? new URL(c.req.url).origin;
        await recordEmail(db, {
          kind: 'resource-download',
          to: body.email,
          ...downloadEmail({
            firstName: body.firstName,
            title: resource.title,
            link: `${origin}${downloadUrl}`,
          }),
        });
        return c.json({ downloadUrl });
      },
    )
    .get('/files/:key', async (c) => {
      const key = c.req.param('key');
      const path = `${RESOURCE_FILES_PATH}${key}`;
      const check = checkSignedPath(
        await secretFor(c.var.db),
        path,
        c.req.query('expires'),
        c.req.query('sig'),
      );
      if (check === 'invalid') throw new HttpError(403, 'Invalid download link');
      if (check === 'expired') throw new HttpError(403, 'This download link has expired');
      const file = findResourceFile(key);
      // A link signed before its resource was withdrawn must stop working with it.
      const [active] = await c.var.db
        .select({ id: downloadResources.id })
        .from(downloadResources)
        .where(and(eq(downloadResources.fileUrl, path), eq(downloadResources.isActive, true)))
        .limit(1);
      if (!file || !active) throw new HttpError(404, 'File not found');
      const bytes = await resourceBytes(file);
      return c.body(bytes.slice().buffer as ArrayBuffer, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Content-Length': String(bytes.byteLength),
        // The link is personal and expires: no shared cache may keep it.
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
