import { isValidationKey, type AddressEdit, type ValidationKey } from '@contract';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../components/ui/field';

type FieldName = keyof AddressEdit;

type SpecMessageKey =
  'form.errors.realNameRequired' | 'form.errors.countryRequired' | 'form.errors.detailRequired' | 'form.errors.postCodeInvalid';

/**
 * docs/product-rules.md names the messages for the consignee name, the detailed address and the post code; the contract keeps
 * the generic keys (the mock answers those), and the form says the specific sentence for these fields.
 */
const FIELD_MESSAGES: Partial<Record<FieldName, Partial<Record<ValidationKey, SpecMessageKey>>>> = {
  realName: { required: 'form.errors.realNameRequired' },
  country: { required: 'form.errors.countryRequired' },
  detail: { required: 'form.errors.detailRequired' },
  postCode: { invalid: 'form.errors.postCodeInvalid' },
};

/** A field's message in the reader's language: the address wording where docs/product-rules.md has one, else the validation text. */
export function useFieldMessage(): (field: FieldName, message: string | undefined) => string | undefined {
  const { t } = useTranslation('addresses');
  const validationText = useValidationText();
  return (field, message) => {
    const own = message && isValidationKey(message) ? FIELD_MESSAGES[field]?.[message] : undefined;
    return own ? t(own) : validationText(message);
  };
}
