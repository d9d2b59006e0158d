import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '@/lib/forms/account-fields';
import { PasswordField } from './password-field';

function PasswordForm({ error, required }: { error?: string; required?: boolean }) {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  useEffect(() => {
    if (error) form.setError('password', { message: error });
  }, [error, form]);
  return (
    <form>
      <PasswordField
        form={form}
        name="password"
        label="New password"
        hint="At least 8 characters."
        autoComplete="new-password"
        required={required}
      />
    </form>
  );
}

describe('PasswordField', () => {
  it('is a masked, labelled input with its hint, length and autocomplete', () => {
    render(<PasswordForm required />);
    const input = screen.getByLabelText('New password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    expect(input.maxLength).toBe(PASSWORD_MAX_LENGTH);
    expect(input.required).toBe(true);
    expect(input.name).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('At least 8 characters.');
  });

  it("is marked invalid and described by the field's message", async () => {
    render(<PasswordForm error="Use at least 8 characters." />);
    const message = await screen.findByText('Use at least 8 characters.');
    const input = screen.getByLabelText('New password') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(input.required).toBe(false);
  });
});
