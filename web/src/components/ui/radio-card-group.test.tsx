// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioCardGroup } from './radio-card-group';

afterEach(cleanup);

const options = [
  { value: 'paypal', label: 'PayPal' },
  { value: 'stripe', label: 'Card' },
] as const;

describe('RadioCardGroup', () => {
  it('is a named group of radios, one chosen, and reports a new choice', () => {
    const onChange = vi.fn();
    render(<RadioCardGroup legend="Payment method" name="pay" options={options} value="stripe" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(group.tagName).toBe('FIELDSET');
    expect((screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'PayPal' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(onChange).toHaveBeenCalledWith('paypal');
  });

  it('ties its error to every radio and hands the first radio to the form', () => {
    let first: HTMLInputElement | null = null;
    render(
      <RadioCardGroup
        legend="Payment method"
        name="pay"
        options={options}
        value={undefined}
        onChange={() => undefined}
        error="Please select a payment method"
        inputRef={(element) => {
          first = element;
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-describedby')).toBe(alert.id);
    expect(first).toBe(screen.getByRole('radio', { name: 'PayPal' }));
  });

  it('shows its status instead of the cards, and what the caller adds below', () => {
    render(
      <RadioCardGroup legend="Address" name="a" options={[]} value={undefined} onChange={() => undefined} status={<p>Loading addresses</p>}>
        <button type="button">Add an address</button>
      </RadioCardGroup>,
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('Loading addresses')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeTruthy();
  });
});
