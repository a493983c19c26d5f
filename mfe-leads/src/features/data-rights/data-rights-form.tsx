import { useMutation } from '@tanstack/react-query';
import { requestTypeOptions, requestTypes } from '@termlens/contracts/data-request-types';
import { MAX_VERIFICATION_BYTES } from '@termlens/contracts/leads';
import { Button } from '@termlens/shared-ui/components/button';
import { SelectField, TextAreaField, TextField } from '@termlens/shared-ui/components/field';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useRef, useState } from 'react';
import frame from '../form-page/form-page.module.css';
import { sendDataRequest } from './data-rights-api';

const ACCEPTED = ['pdf', 'jpg', 'jpeg', 'png'];
const empty = { fullName: '', email: '', requestType: '', description: '' };

export function DataRightsForm() {
  const [values, setValues] = useState(empty);
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({ mutationFn: sendDataRequest });
  const fileInput = useRef<HTMLInputElement>(null);
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const chooseFile = (chosen: File | undefined) => {
    const extension = chosen?.name.split('.').pop()?.toLowerCase() ?? '';
    if (chosen && (!ACCEPTED.includes(extension) || chosen.size > MAX_VERIFICATION_BYTES)) {
      toast({
        title: 'File not accepted',
        description: 'Please choose a PDF, JPG or PNG file of 10 MB or less.',
        variant: 'destructive',
      });
      if (fileInput.current) fileInput.current.value = '';
      setFile(null);
      return;
    }
    setFile(chosen ?? null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const requestType = requestTypes.find((type) => type === values.requestType);
    if (!requestType) {
      toast({ title: 'Please select a request type', variant: 'destructive' });
      return;
    }
    send.mutate(
      { fields: { ...values, requestType }, file },
      {
        onSuccess: ({ requestId }) => {
          toast({
            title: 'Request submitted successfully',
            description: `Your request ID is ${requestId}. We'll respond within 30 days.`,
            variant: 'success',
          });
          setValues(empty);
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: () =>
          toast({
            title: 'Submission failed',
            description: 'Please try again or contact us directly.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className={frame.form} onSubmit={submit}>
      <h2 className={frame.cardTitle}>Submit a Request</h2>
      <div className={frame.pair}>
        <TextField
          label="Full Name *"
          required
          maxLength={100}
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
        />
        <TextField
          label="Email Address *"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
      </div>
      <SelectField
        label="Request Type *"
        placeholder="Select a request type"
        options={requestTypeOptions}
        value={values.requestType}
        onChange={set('requestType')}
      />
      <TextAreaField
        label="Description *"
        required
        rows={5}
        maxLength={5000}
        value={values.description}
        onChange={set('description')}
      />
      <TextField
        ref={fileInput}
        label="Identity Verification Document (optional)"
        hint="PDF, JPG or PNG, up to 10 MB. Helps us verify your identity faster."
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        onChange={(e) => chooseFile(e.target.files?.[0])}
      />
      <Button type="submit" variant="accent" disabled={send.isPending}>
        {send.isPending ? 'Submitting Request...' : 'Submit Request'}
      </Button>
    </form>
  );
}
