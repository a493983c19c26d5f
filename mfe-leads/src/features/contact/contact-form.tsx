import { Button } from '@termlens/shared-ui/components/button';
import { TextAreaField, TextField } from '@termlens/shared-ui/components/field';
import { apiRequest } from '@termlens/shared-ui/lib/api-client';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useState } from 'react';
import frame from '../form-page/form-page.module.css';

const empty = { name: '', email: '', phone: '', subject: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      await apiRequest('POST', '/api/contact', { ...values, phone: values.phone || undefined });
      toast({
        title: 'Message sent successfully!',
        description: "We'll get back to you within 24 hours.",
        variant: 'success',
      });
      setValues(empty);
    } catch {
      toast({
        title: 'Failed to send message',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
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
      <Button type="submit" variant="accent" disabled={pending}>
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
