import type { PcIndexInfo } from '@contract';
import { externalHref } from '../../lib/routing/server-link';

/**
 * Customer-service settings arrive in two vocabularies (docs/backend-wire.md, "Site settings"): the platform's `consumer*` fields of
 * pc/home/index (h5 | hotline | message | email) and a shop's `service*` fields (H5 | phone | message | email).
 */
export interface ServiceConfig {
  serviceType: string | null | undefined;
  serviceLink?: string | null;
  servicePhone?: string | null;
  serviceMessage?: string | null;
  serviceEmail?: string | null;
}

export type CustomerService =
  { kind: 'link'; url: string } | { kind: 'phone'; phone: string } | { kind: 'message'; text: string } | { kind: 'email'; email: string };

const TYPE_ALIASES: Record<string, CustomerService['kind']> = {
  h5: 'link',
  hotline: 'phone',
  phone: 'phone',
  message: 'message',
  email: 'email',
};

function clean(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * One channel from either vocabulary, or null when the type is unknown or its value is blank. Only the field that
 * matches the type is read: the backend also fills the fields after it (a switch fall-through), so they are noise.
 */
export function normaliseService(config: ServiceConfig | null | undefined): CustomerService | null {
  const kind = config?.serviceType ? TYPE_ALIASES[config.serviceType.trim().toLowerCase()] : undefined;
  if (!config || !kind) return null;
  switch (kind) {
    case 'link': {
      // Only absolute web links may become a chat button: a configured `javascript:` URL must never run.
      const url = externalHref(config.serviceLink);
      return url ? { kind, url } : null;
    }
    case 'phone': {
      const phone = clean(config.servicePhone);
      return phone ? { kind, phone } : null;
    }
    case 'message': {
      const text = clean(config.serviceMessage);
      return text ? { kind, text } : null;
    }
    case 'email': {
      const email = clean(config.serviceEmail);
      return email && /^[^\s@]+@[^\s@]+$/.test(email) ? { kind, email } : null;
    }
  }
}

/** The platform's settings in the shop vocabulary, as the original shop copies them (merPlatChatConfig). */
export function platformServiceConfig(
  index: Pick<PcIndexInfo, 'consumerType' | 'consumerH5Url' | 'consumerHotline' | 'consumerMessage' | 'consumerEmail'> | null | undefined,
): ServiceConfig | null {
  if (!index) return null;
  return {
    serviceType: index.consumerType,
    serviceLink: index.consumerH5Url,
    servicePhone: index.consumerHotline,
    serviceMessage: index.consumerMessage,
    serviceEmail: index.consumerEmail,
  };
}

/** Where the chat button leads, or null when the channel is shown as text (a message). */
export function serviceHref(service: CustomerService): string | null {
  switch (service.kind) {
    case 'link':
      return service.url;
    case 'phone':
      return `tel:${service.phone.replace(/[^\d+]/g, '')}`;
    case 'email':
      return `mailto:${service.email}`;
    case 'message':
      return null;
  }
}
