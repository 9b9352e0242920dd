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
    render(<RadioCardGroup legend="Payment method" name="pay" options={options} value="stripe" onChange={onChange} emptyText="None" />);
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
        emptyText="None"
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

  it('says why there is nothing to choose: loading, a failed load with its retry, or none', () => {
    const onRetry = vi.fn();
    const props = { legend: 'Address', name: 'a', value: undefined, onChange: () => undefined, emptyText: 'No saved address' };
    const { rerender } = render(
      <RadioCardGroup {...props} options={options} loading="Loading addresses">
        <button type="button">Add an address</button>
      </RadioCardGroup>,
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Loading addresses');
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeTruthy();

    rerender(<RadioCardGroup {...props} options={[]} failed={{ title: 'Could not load', retryLabel: 'Retry', onRetry }} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<RadioCardGroup {...props} options={[]} />);
    expect(screen.getByText('No saved address')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
