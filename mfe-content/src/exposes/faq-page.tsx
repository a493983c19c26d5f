import type { PageHeadOf } from '@termlens/shared-ui/lib/page-queries';
import { faqHead } from '../features/faq/faq-head';

export { FaqPage as default } from '../features/faq/faq-page';

export const pageHead: PageHeadOf = faqHead;
