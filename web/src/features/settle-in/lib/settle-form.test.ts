import { QUALIFICATION_MAX, UPLOAD_IMAGE_MAX_BYTES, type SettledRecord } from '@contract';
import { describe, expect, it } from 'vitest';
import { imageProblem, imageRoom } from '../../../components/upload/image-file';
import { PICTURE_RULE } from './picture-file';
import { emptySettleForm, picturesOf, prefillFrom, settleFormSchema, toApplyBody } from './settle-form';

const record: SettledRecord = {
  id: 4,
  name: 'Fresh Foods Ltd',
  categoryId: 2,
  typeId: 1,
  realName: 'Ada Owner',
  email: 'owner@fresh.test',
  phone: null,
  handlingFee: 5,
  keywords: null,
  address: '1 Market Street',
  auditStatus: 3,
  denialReason: 'Blurred licence',
  qualificationPicture: '["/a.png","/b.jpg"]',
  createTime: '2026-05-01 10:00:00',
};

describe('settle-in form', () => {
  it('keeps the client limits equal to the contract', () => {
    expect(PICTURE_RULE.maxCount).toBe(QUALIFICATION_MAX);
    expect(PICTURE_RULE.maxBytes).toBe(UPLOAD_IMAGE_MAX_BYTES);
  });

  it('accepts JPG, JPEG and PNG files only, up to 2 MB', () => {
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: 10 }, PICTURE_RULE)).toBeNull();
    expect(imageProblem({ name: 'a.JPEG', type: 'image/jpeg', size: 10 }, PICTURE_RULE)).toBeNull();
    expect(imageProblem({ name: 'a.gif', type: 'image/gif', size: 10 }, PICTURE_RULE)).toBe('type');
    expect(imageProblem({ name: 'notes.txt', type: 'text/plain', size: 10 }, PICTURE_RULE)).toBe('type');
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: PICTURE_RULE.maxBytes + 1 }, PICTURE_RULE)).toBe('size');
    expect(imageRoom(8, 5, PICTURE_RULE.maxCount).take).toBe(2);
    expect(imageRoom(10, 1, PICTURE_RULE.maxCount).take).toBe(0);
  });

  it('reports the spec messages for an empty form', () => {
    const result = settleFormSchema.safeParse(emptySettleForm());
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name:emptyCompanyName',
        'realName:emptyRealName',
        'categoryId:selectMerchantCategory',
        'typeId:selectStoreType',
        'captcha:emptyCaptche',
        'pictures:uploadQualification',
        'agreement:settleAgreement',
      ]),
    );
  });

  it('prefills a resubmission from the rejected record, without the code and the agreement', () => {
    const form = prefillFrom(record);
    expect(form).toMatchObject({
      name: 'Fresh Foods Ltd',
      categoryId: 2,
      phone: '',
      pictures: ['/a.png', '/b.jpg'],
      captcha: '',
      agreement: false,
    });
    const body = toApplyBody({ ...form, captcha: '123456', agreement: true }, [
      { id: 1, handlingFee: 3 },
      { id: 2, handlingFee: 5 },
    ]);
    expect(body.qualificationPicture).toBe('["/a.png","/b.jpg"]');
    // The real backend stores the request's fee as is: it must be the chosen category's.
    expect(body.handlingFee).toBe(5);
    expect(body.phone).toBeUndefined();
    expect('agreement' in body).toBe(false);
    expect(picturesOf('not json')).toEqual([]);
  });
});
