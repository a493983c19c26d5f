import { useToastStore } from '@termlens/shared-ui/stores/toast-store';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdFetch } from '../../test/held-fetch';
import { renderWithQueryClient, toasts } from '../../test/render-with-query-client';
import { DataRightsForm } from './data-rights-form';

async function fillForm() {
  const user = renderWithQueryClient(<DataRightsForm />);
  await user.type(screen.getByLabelText('Full Name *'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email Address *'), 'ada@example.com');
  await user.type(screen.getByLabelText('Description *'), 'Send me my data.');
  return user;
}

describe('DataRightsForm', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a request type before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(toasts()[0]).toMatchObject({
      title: 'Please select a request type',
      variant: 'destructive',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request with its document, then gives the request id and clears the form', async () => {
    const request = holdFetch();
    const user = await fillForm();
    await user.selectOptions(screen.getByLabelText('Request Type *'), 'access');
    const file = new File(['id'], 'passport.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Identity Verification Document (optional)'), file);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('button', { name: 'Submitting Request...' })).toBeDisabled();
    request.answer(Response.json({ requestId: 'DSR-1' }, { status: 201 }));
    expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeEnabled();
    expect(toasts()[0]).toMatchObject({
      title: 'Request submitted successfully',
      description: "Your request ID is DSR-1. We'll respond within 30 days.",
      variant: 'success',
    });
    expect(screen.getByLabelText('Full Name *')).toHaveValue('');
    expect(request.sent()).toEqual({
      url: '/api/data-requests',
      body: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        requestType: 'access',
        description: 'Send me my data.',
        verificationDocument: { name: 'passport.pdf', type: 'application/pdf', data: 'aWQ=' },
      },
    });
  });

  it('keeps every value when sending fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 500 }));
    const user = await fillForm();
    await user.selectOptions(screen.getByLabelText('Request Type *'), 'erasure');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() =>
      expect(toasts()[0]).toMatchObject({ title: 'Submission failed', variant: 'destructive' }),
    );
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    expect(screen.getByLabelText('Request Type *')).toHaveValue('erasure');
  });
});
