import { rowId } from '@termlens/contracts/storable-text';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { emailCourseSubscribers, newsletterSubscribers } from '../db/schema';
import { signingSecret } from '../lib/signing-secret';
import { validate } from '../lib/validate';
import { mailingLists, verifyUnsubscribe } from '../mail/unsubscribe-link';

const unsubscribeQuery = z.object({
  list: z.enum(mailingLists),
  id: rowId(),
  sig: z.string().min(1).max(200),
});

const confirmationPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Unsubscribed - TermLens</title></head>
<body>
<main>
<h1>You have been unsubscribed</h1>
<p>You will not receive these emails from TermLens any more.</p>
<p><a href="/">Back to TermLens</a></p>
</main>
</body>
</html>
`;

/**
 * The signed link in every marketing email. GET (a click) and POST (RFC 8058 one-click, sent by
 * mail providers from the List-Unsubscribe header) both deactivate at once, with no sign-in and
 * no confirmation step, as CAN-SPAM and the providers require.
 */
export function unsubscribeRoutes(envSecret?: string) {
  const unsubscribe = async (
    c: Context<AppEnv>,
    { list, id, sig }: z.infer<typeof unsubscribeQuery>,
  ) => {
    const secret = await signingSecret(c.var.db, envSecret);
    if (!verifyUnsubscribe(secret, list, id, sig)) {
      return c.json({ error: 'Invalid unsubscribe link' }, 403);
    }
    const table = list === 'course' ? emailCourseSubscribers : newsletterSubscribers;
    await c.var.db.update(table).set({ isActive: false }).where(eq(table.id, id));
    c.var.log.info('unsubscribed', { list, subscriberId: id });
    c.header('Cache-Control', 'no-store');
    return c.html(confirmationPage);
  };
  return new Hono<AppEnv>()
    .get('/', validate('query', unsubscribeQuery), (c) => unsubscribe(c, c.req.valid('query')))
    .post('/', validate('query', unsubscribeQuery), (c) => unsubscribe(c, c.req.valid('query')));
}
