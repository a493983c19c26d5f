import { useMutation } from '@tanstack/react-query';
import { Button } from '@termlens/shared-ui/components/button';
import { TextAreaField, TextField } from '@termlens/shared-ui/components/field';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useState } from 'react';
import frame from '../form-page/form-page.module.css';
import { sendContactMessage } from './contact-api';

const empty = { name: '', email: '', phone: '', subject: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(empty);
  const send = useMutation({ mutationFn: sendContactMessage });
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(
      { ...values, phone: values.phone || undefined },
      {
        onSuccess: () => {
          toast({
            title: 'Message sent successfully!',
            description: "We'll get back to you within 24 hours.",
            variant: 'success',
          });
          setValues(empty);
        },
        onError: () =>
          toast({
            title: 'Failed to send message',
            description: 'Please try again or contact us directly.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className={frame.form} onSubmit={submit}>
      <h2 className={frame.cardTitle}>Send us a Message</h2>
      <div className={frame.pair}>
        <TextField
          label="Full Name *"
          required
          maxLength={100}
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
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
      <div className={frame.pair}>
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
        />
        <TextField
          label="Subject *"
          required
          maxLength={200}
          value={values.subject}
          onChange={set('subject')}
        />
      </div>
      <TextAreaField
        label="Message *"
        required
        rows={6}
        maxLength={5000}
        value={values.message}
        onChange={set('message')}
      />
      <Button type="submit" variant="accent" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
