// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing/mock-api';
import { renderWithApp } from '../../testing/render';
import { UPLOAD_RULE } from './image-file';
import { ImagePicker } from './image-picker';

const mock = setupMockApi();
afterEach(cleanup);

const RULE = { ...UPLOAD_RULE, maxCount: 2 };
const file = (name: string, type: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type });

/**
 * jsdom's File does not reach the mock's multipart parser as bytes, so the upload answers here with the contract's
 * FileResult shape (the mock's own upload checks have their tests in mock-server/); one URL per call.
 */
function answerUploads() {
  let n = 0;
  mock.server.use(
    http.post('*/api/front/upload/image', () => {
      n += 1;
      const url = `/mock-images/p/product-${n}.png`;
      return HttpResponse.json({
        code: 200,
        message: 'success',
        data: { fileName: url, extName: 'png', fileSize: 16, url, type: 'image/png' },
      });
    }),
  );
}

function Picker({ error }: { error?: string }) {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <ImagePicker
      value={urls}
      onChange={setUrls}
      error={error}
      rule={RULE}
      messages={{
        tooMany: (max) => `Up to ${max}`,
        wrongType: (name) => `${name} is no picture`,
        tooLarge: (name) => `${name} is too large`,
      }}
      texts={{
        legend: 'Pictures',
        hint: `${urls.length} added`,
        add: 'Add picture',
        uploading: 'Uploading',
        list: 'Chosen pictures',
        thumbAlt: (n) => `Picture ${n}`,
        remove: (n) => `Remove picture ${n}`,
      }}
    />
  );
}

const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Add picture'), { target: { files } });

describe('ImagePicker', () => {
  it('labels the group and its file input, and says the hint', async () => {
    await mock.signIn();
    await renderWithApp(<Picker />, { namespaces: ['validation'] });
    const group = screen.getByRole('group', { name: 'Pictures' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('0 added');
    const input = screen.getByLabelText('Add picture');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe(RULE.accept);
    expect(input.hasAttribute('multiple')).toBe(true);
  });

  it('uploads a good picture, names each refused file, and closes when full', async () => {
    await mock.signIn();
    answerUploads();
    await renderWithApp(<Picker />, { namespaces: ['validation'] });
    choose(file('notes.txt', 'text/plain'), file('a.png', 'image/png'));
    expect(screen.getByRole('alert').textContent).toBe('notes.txt is no picture');
    await screen.findByRole('img', { name: 'Picture 1' });
    choose(file('empty.png', 'image/png', 0), file('c.png', 'image/png'));
    expect(screen.getByRole('alert').textContent).toBe('Up to 2empty.png is too large');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    choose(file('b.png', 'image/png'));
    await screen.findByRole('img', { name: 'Picture 2' });
    expect(screen.queryByLabelText('Add picture')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByLabelText('Add picture')).toBeTruthy();
  });

  it('shows the form’s own message through the validation text and ties it to the group', async () => {
    await renderWithApp(<Picker error="emptyPhone" />, { namespaces: ['validation'] });
    const group = screen.getByRole('group', { name: 'Pictures' });
    expect(screen.getByRole('alert').textContent).toBe('Please enter your phone number');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Uploading')).toBeNull());
  });
});
