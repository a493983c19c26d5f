import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDown } from '../icons';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * One item open at a time; the open one closes when clicked again. Every item's content is in
 * the page, closed ones hidden: search engines read it, and without scripts (which open and close
 * items) all of it shows.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <RadixAccordion.Root type="single" collapsible className={styles.root}>
      <noscript>
        <style>{`.${styles.content}[data-state="closed"]{display:block}`}</style>
      </noscript>
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.header}>
              <RadixAccordion.Trigger className={styles.trigger}>
                {item.title}
                <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content forceMount className={styles.content}>
            {item.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
