import type { RequestType } from '@termlens/contracts/data-request-types';
import { renderEmail } from '../render-email';

export interface DataRequestAcknowledgementInput {
  fullName: string;
  requestType: RequestType;
  requestId: string;
  /** days the law gives us to answer this type of request */
  days: number;
}

/** Acknowledges a privacy request with its id and the deadline for our answer. */
export function dataRequestAcknowledgementEmail({
  fullName,
  requestType,
  requestId,
  days,
}: DataRequestAcknowledgementInput) {
  return renderEmail({
    subject: `We received your data request ${requestId}`,
    greeting: `Hi ${fullName},`,
    paragraphs: [
      `We received your ${requestType} request. Your request ID is ${requestId}. We'll verify your identity and respond within ${days} days.`,
      'TermLens',
    ],
  });
}
