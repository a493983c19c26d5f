import type { z } from 'zod';
import type {
  AdminContactMessage,
  AdminDataRequest,
  AdminIdentity,
  AdminOutboxEmail,
  AdminStats,
  dataRequestStatusChange,
  LeadDetails,
  LeadPage,
  leadListQuery,
  signInRequest,
} from './admin';
import type {
  BlogPage,
  BlogPostRead,
  blogListQuery,
  blogSlugParam,
  NewsArticleRead,
  newsIdParam,
  newsListQuery,
} from './content';
import type { EstimateResponse, estimateRequestSchema } from './health-check';
import type {
  AdminUser,
  DeadDelivery,
  followUpRequest,
  LeadTimelineEntry,
  LeadWork,
  leadChange,
  leadNoteInput,
  newUserInput,
  SourcesReport,
  sourcesReportQuery,
  userChange,
} from './lead-operations';
import type { contactInput, dataRequestInput, leadInput } from './leads';
import type {
  QuotesResponse,
  QuoteVerification,
  quoteQuerySchema,
  quoteVerifyQuery,
} from './quotes';
import type { Release, RemoteReleases, releaseRequest, remoteParam } from './releases';
import type {
  emailCourseRequest,
  newsletterRequest,
  ResourceDownloadResponse,
  ResourceRead,
  resourceDownloadRequest,
  resourceIdParam,
  SignupResponse,
} from './signup';
import type { SitePagesAnswer } from './site-pages';
import type { rowIdParam } from './storable-text';
import type { vitalsBatch, WebVitalsSummary } from './web-vitals';

// Only types come from the schemas here, so a front end that calls the API through this table
// bundles none of zod.

/**
 * A path parameter as the API reads it, or the text the page took from its own URL: the
 * server's preloads are keyed by that text, so the client must not reformat it.
 */
type ParamsOf<S extends z.ZodType> = { [K in keyof z.output<S>]: z.output<S>[K] | string };

/**
 * Query fields, each optional. Where the schema reads text, that text (or the value it turns
 * into); where it coerces anything, the value it coerces to. An empty text is left out of the
 * URL like a missing value, so a form's blank field can be passed as it is.
 */
type QueryOf<S extends z.ZodType> = {
  [K in keyof z.output<S>]?: QueryValue<
    K extends keyof z.input<S> ? z.input<S>[K] : unknown,
    z.output<S>[K]
  >;
};
type QueryValue<In, Out> = (unknown extends In ? Out : In | Out) | '';

/**
 * Every API call the front ends make, keyed by method and path pattern: its path parameters,
 * query, JSON body and answer. The API's tests check each key against its routes.
 */
export interface ApiEndpoints {
  'GET /api/quotes': { query: QueryOf<typeof quoteQuerySchema>; answer: QuotesResponse };
  // The link's text as /apply read it; the API turns it into a quote to check.
  'GET /api/quotes/verify': {
    query: Partial<z.input<typeof quoteVerifyQuery>>;
    answer: QuoteVerification;
  };
  /** The health answers go in the body, never in the URL. */
  'POST /api/quotes/estimate': {
    body: z.input<typeof estimateRequestSchema>;
    answer: EstimateResponse;
  };
  'GET /api/news': { query: QueryOf<typeof newsListQuery>; answer: NewsArticleRead[] };
  'GET /api/news/:id': { params: ParamsOf<typeof newsIdParam>; answer: NewsArticleRead };
  'GET /api/blog': { query: QueryOf<typeof blogListQuery>; answer: BlogPage };
  'GET /api/blog/:slug': { params: ParamsOf<typeof blogSlugParam>; answer: BlogPostRead };
  'GET /api/resources': { answer: ResourceRead[] };
  'GET /api/site/pages': { answer: SitePagesAnswer };
  'POST /api/resources/:id/download': {
    params: ParamsOf<typeof resourceIdParam>;
    body: z.input<typeof resourceDownloadRequest>;
    answer: ResourceDownloadResponse;
  };
  'POST /api/email-course': { body: z.input<typeof emailCourseRequest>; answer: SignupResponse };
  'POST /api/newsletter': { body: z.input<typeof newsletterRequest>; answer: SignupResponse };
  'POST /api/leads': { body: z.input<typeof leadInput>; answer: { id: number } };
  'POST /api/contact': { body: z.input<typeof contactInput>; answer: { id: number } };
  'POST /api/data-requests': {
    body: z.input<typeof dataRequestInput>;
    answer: { requestId: string };
  };
  /** Sent as a beacon, outside the client, which takes its path from this entry. */
  'POST /api/vitals': { body: z.input<typeof vitalsBatch>; answer: undefined };
  'GET /api/admin/session': { answer: AdminIdentity };
  'POST /api/admin/session': { body: z.input<typeof signInRequest>; answer: undefined };
  'DELETE /api/admin/session': { answer: undefined };
  'GET /api/admin/leads': { query: QueryOf<typeof leadListQuery>; answer: LeadPage };
  /** A CSV file the browser downloads through a link, never read as JSON. */
  'GET /api/admin/leads.csv': {
    query: Pick<QueryOf<typeof leadListQuery>, 'q' | 'status'>;
    answer: never;
  };
  'GET /api/admin/leads/:id': { params: ParamsOf<typeof rowIdParam>; answer: LeadDetails };
  'GET /api/admin/leads/:id/work': { params: ParamsOf<typeof rowIdParam>; answer: LeadWork };
  'PATCH /api/admin/leads/:id': {
    params: ParamsOf<typeof rowIdParam>;
    body: z.input<typeof leadChange>;
    answer: undefined;
  };
  'POST /api/admin/leads/:id/notes': {
    params: ParamsOf<typeof rowIdParam>;
    body: z.input<typeof leadNoteInput>;
    answer: LeadTimelineEntry;
  };
  'POST /api/admin/leads/:id/follow-up': {
    params: ParamsOf<typeof rowIdParam>;
    body: z.input<typeof followUpRequest>;
    answer: undefined;
  };
  'GET /api/admin/users': { answer: AdminUser[] };
  'POST /api/admin/users': { body: z.input<typeof newUserInput>; answer: { id: number } };
  'PATCH /api/admin/users/:id': {
    params: ParamsOf<typeof rowIdParam>;
    body: z.input<typeof userChange>;
    answer: undefined;
  };
  'GET /api/admin/deliveries': { answer: DeadDelivery[] };
  /** The body is an empty object: every state-changing admin call must be JSON. */
  'POST /api/admin/deliveries/:id/retry': {
    params: ParamsOf<typeof rowIdParam>;
    body: Record<string, never>;
    answer: undefined;
  };
  'GET /api/admin/reports/sources': {
    query: QueryOf<typeof sourcesReportQuery>;
    answer: SourcesReport;
  };
  /** A CSV file the browser downloads through a link, never read as JSON. */
  'GET /api/admin/reports/sources.csv': {
    query: QueryOf<typeof sourcesReportQuery>;
    answer: never;
  };
  'GET /api/admin/stats': { answer: AdminStats };
  'GET /api/admin/data-requests': { answer: AdminDataRequest[] };
  'PATCH /api/admin/data-requests/:id': {
    params: ParamsOf<typeof rowIdParam>;
    body: z.input<typeof dataRequestStatusChange>;
    answer: undefined;
  };
  /** The body is an empty object: every state-changing admin call must be JSON. */
  'POST /api/admin/data-requests/:id/fulfil-erasure': {
    params: ParamsOf<typeof rowIdParam>;
    body: Record<string, never>;
    answer: { resolution: string };
  };
  'GET /api/admin/contact-messages': { answer: AdminContactMessage[] };
  'GET /api/admin/outbox': { answer: AdminOutboxEmail[] };
  'GET /api/admin/web-vitals': { answer: WebVitalsSummary };
  'GET /api/admin/releases': { answer: RemoteReleases[] };
  /** The body is an empty object: every state-changing admin call must be JSON. */
  'POST /api/admin/releases/:remote/rollback': {
    params: ParamsOf<typeof remoteParam>;
    body: Record<string, never>;
    answer: Release;
  };
  /** A team's pipeline, with its release token (the CLI `pnpm release`), not the front ends. */
  'GET /api/releases': { answer: RemoteReleases[] };
  'POST /api/releases/:remote': {
    params: ParamsOf<typeof remoteParam>;
    body: z.input<typeof releaseRequest>;
    answer: Release;
  };
  'POST /api/releases/:remote/rollback': {
    params: ParamsOf<typeof remoteParam>;
    answer: Release;
  };
}

export type ApiEndpoint = keyof ApiEndpoints;

type Params<E extends ApiEndpoint> = ApiEndpoints[E] extends {
  params: infer P extends Record<string, string | number>;
}
  ? P
  : never;
type Query<E extends ApiEndpoint> = ApiEndpoints[E] extends {
  query: infer Q extends Record<string, unknown>;
}
  ? Q
  : never;
type Body<E extends ApiEndpoint> = ApiEndpoints[E] extends { body: infer B } ? B : never;

/**
 * What a call of `E` takes besides its method and path: the parameters its path names, a
 * query where it reads one, a JSON body where it takes one.
 */
export type ApiRequest<E extends ApiEndpoint> = ([Params<E>] extends [never]
  ? { params?: never }
  : { params: Params<E> }) &
  ([Query<E>] extends [never] ? { query?: never } : { query?: Query<E> }) &
  ([Body<E>] extends [never] ? { body?: never } : { body: Body<E> }) & {
    signal?: AbortSignal;
  };

export type ApiAnswer<E extends ApiEndpoint> = ApiEndpoints[E]['answer'];

/** The path pattern of an endpoint, for a call that cannot go through the client. */
export type ApiPathPattern<E extends ApiEndpoint> = E extends `${string} ${infer Pattern}`
  ? Pattern
  : never;

/** Any endpoint's request, as the client's own code reads it. */
export interface AnyApiRequest {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

/** A call's request, which may be left out where it needs nothing. */
export type ApiArgs<E extends ApiEndpoint> =
  object extends ApiRequest<E> ? [request?: ApiRequest<E>] : [request: ApiRequest<E>];
