// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { CheckboxField, Field, FormAlert, SelectField, TextareaField, TextField } from './field';

afterEach(cleanup);

const render = (ui: ReactElement) => renderWithApp(ui, { namespaces: ['validation'] });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('form field kit', () => {
  it('labels a text field and leaves it valid without a message', async () => {
    await render(<TextField label="Company name" autoComplete="organization" />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.getAttribute('autocomplete')).toBe('organization');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a validation key in the reader’s language, announced and tied to the control', async () => {
    await render(<TextField label="Email" type="email" error="correctEmail" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.classList.contains('input-error')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(describedText(input)).toBe('Please enter a valid email address');
  });

  it('shows a sentence that is no key as it is', async () => {
    await render(<TextField label="Email" error="That email is taken" />);
    expect(screen.getByRole('alert').textContent).toBe('That email is taken');
  });

  it('describes a control by its own ids, the hint and the message, in that order', async () => {
    await render(
      <>
        <span id="prefix">+86</span>
        <TextField label="Phone" type="tel" hint="Digits only" error="emptyPhone" aria-describedby="prefix" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(describedText(input)).toBe('+86 | Digits only | Please enter your phone number');
  });

  it('wires a select, a textarea and a render-prop control the same way', async () => {
    await render(
      <>
        <SelectField label="Category" error="emailEmpty" defaultValue="">
          <option value="">Choose</option>
        </SelectField>
        <TextareaField label="Detail" hint="Street and number" />
        <Field label="Country" error="Pick a country">
          {(control) => (
            <button type="button" {...control}>
              China
            </button>
          )}
        </Field>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(select)).toBe('Please enter your email');
    const detail = screen.getByRole('textbox', { name: 'Detail' });
    expect(detail.hasAttribute('aria-invalid')).toBe(false);
    expect(describedText(detail)).toBe('Street and number');
    const country = screen.getByRole('button', { name: 'Country' });
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(country)).toBe('Pick a country');
  });

  it('puts a checkbox before its label and its message under the row', async () => {
    await render(<CheckboxField label="I agree" error="emptyPassword" after={<a href="/terms">Terms</a>} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box)).toBe('Please enter your password');
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
  });

  it('shows a form alert only when there is a message', async () => {
    const { rerender } = await render(<FormAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormAlert message="Too many addresses" />);
    expect(screen.getByRole('alert').textContent).toBe('Too many addresses');
  });
});
