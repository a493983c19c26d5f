import { useToastStore } from '@termlens/shared-ui/stores/toast-store';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdFetch } from '../../test/held-fetch';
import { renderWithQueryClient, toasts } from '../../test/render-with-query-client';
import { ContactForm } from './contact-form';

async function fillAndSend() {
  const user = renderWithQueryClient(<ContactForm />);
  await user.type(screen.getByLabelText('Full Name *'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email Address *'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject *'), 'Quote');
  await user.type(screen.getByLabelText('Message *'), 'Please call me.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactForm', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));
  afterEach(() => vi.unstubAllGlobals());

  it('disables the button while sending, then thanks and clears the form', async () => {
    const request = holdFetch();
    await fillAndSend();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    request.answer(Response.json({ id: 1 }, { status: 201 }));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(toasts()[0]).toMatchObject({ title: 'Message sent successfully!', variant: 'success' });
    expect(screen.getByLabelText('Full Name *')).toHaveValue('');
    expect(request.sent()).toEqual({
      url: '/api/contact',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Quote',
        message: 'Please call me.',
      },
    });
  });

  it('keeps every value when sending fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 500 }));
    await fillAndSend();
    await vi.waitFor(() =>
      expect(toasts()[0]).toMatchObject({
        title: 'Failed to send message',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Message *')).toHaveValue('Please call me.');
  });
});
