import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leadConsents, leads } from '../db/schema';

/**
 * The JSON a partner receives for one lead: the person, what they asked for, where they came
 * from, and the evidence of their consent to be contacted, which the partner must keep.
 * Answers undefined when the lead is gone (erased meanwhile).
 */
export async function leadPayload(
  db: Pick<Database, 'select'>,
  leadId: number,
): Promise<string | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const [consent] = await db
    .select()
    .from(leadConsents)
    .where(and(eq(leadConsents.leadId, leadId), eq(leadConsents.kind, 'phone-contact')));
  return JSON.stringify({
    event: 'lead.created',
    lead: {
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      dateOfBirth: lead.dateOfBirth,
      age: lead.age,
      smoker: lead.smoker,
      zipCode: lead.zipCode,
      state: lead.state,
      coverageAmount: lead.coverageAmount,
      termLength: lead.termLength,
      primaryConcern: lead.primaryConcern,
      selectedQuote:
        lead.selectedCompanyName === null
          ? null
          : {
              companyName: lead.selectedCompanyName,
              monthlyPremium: Number(lead.selectedMonthlyPremium),
              coverageAmount: lead.selectedCoverageAmount,
              termLength: lead.selectedTermLength,
              amBestRating: lead.selectedAmBestRating,
            },
      utm_source: lead.utm_source,
      utm_medium: lead.utm_medium,
      utm_campaign: lead.utm_campaign,
    },
    consent: consent && {
      kind: consent.kind,
      granted: consent.granted,
      text: consent.text,
      version: consent.version,
      givenAt: consent.createdAt.toISOString(),
      ip: consent.ip,
      userAgent: consent.userAgent,
      pageUrl: consent.pageUrl,
    },
  });
}
