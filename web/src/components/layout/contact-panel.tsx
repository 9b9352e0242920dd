import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homePcIndexQueryOptions } from '../../shell/home-pc-index';
import { getConfig } from '../../lib/config';
import { buttonClass } from '../ui/button';
import { ChatIcon, PhoneIcon } from './later-icons';
import { normaliseService, platformServiceConfig, serviceHref, type CustomerService } from './customer-service';

const QR_SIZE = 21;

/**
 * A QR-code style pattern derived from a text: the three finder squares plus deterministic modules. It is a
 * visual cue only (no encoder ships in the bundle), so it is hidden from assistive tech and a real link sits beside it.
 */
export function qrModules(text: string, size = QR_SIZE): boolean[][] {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i += 1) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619) >>> 0;
  const finder = (r: number, c: number) => {
    for (const [fr, fc] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      const y = r - fr;
      const x = c - fc;
      if (y >= 0 && y < 7 && x >= 0 && x < 7) return y === 0 || y === 6 || x === 0 || x === 6 || (y >= 2 && y <= 4 && x >= 2 && x <= 4);
    }
    return null;
  };
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => {
      const fixed = finder(r, c);
      if (fixed !== null) return fixed;
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % 2 === 1;
    }),
  );
}

function QrBlock({ text }: { text: string }) {
  const modules = qrModules(text);
  return (
    <svg viewBox={`-1 -1 ${QR_SIZE + 2} ${QR_SIZE + 2}`} className="h-28 w-28 bg-white" aria-hidden="true" focusable="false">
      {modules.flatMap((row, r) =>
        row.map((on, c) => (on ? <rect key={`${r}-${c}`} x={c} y={r} width="1" height="1" fill="#111" /> : null)),
      )}
    </svg>
  );
}

function chatLabelKey(service: CustomerService | null): 'sideWindow.chatNow' | 'sideWindow.callNow' | 'sideWindow.emailUs' {
  if (service?.kind === 'phone') return 'sideWindow.callNow';
  if (service?.kind === 'email') return 'sideWindow.emailUs';
  return 'sideWindow.chatNow';
}

/** The contact panel: telephone line, chat button and a QR-style block pointing at the mobile mall. */
export default function ContactPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const index = useQuery(homePcIndexQueryOptions());
  const service = normaliseService(platformServiceConfig(index.data));
  const [showMessage, setShowMessage] = useState(false);

  // Escape closes the panel wherever focus is (often still on the side window's button that opened it).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  const mobileUrl = getConfig().mobileMallUrl;
  const href = service ? serviceHref(service) : null;
  const external = service?.kind === 'link';

  return (
    <section aria-labelledby="contact-panel-title" className="w-72 rounded-box border border-base-300 bg-base-100 p-4 text-sm shadow-lg">
      <div className="flex items-center justify-between">
        <h2 id="contact-panel-title" className="text-base font-semibold">
          {t('sideWindow.contactTitle')}
        </h2>
        <button type="button" className={buttonClass('ghost', 'xs')} onClick={onClose} aria-label={t('common.close')}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <p className="mt-3 flex items-center gap-2">
        <PhoneIcon className="h-4 w-4 text-primary" />
        <span>{t('sideWindow.telephone')}:</span>
        {service?.kind === 'phone' ? (
          <a href={serviceHref(service) ?? undefined} className="font-semibold text-primary hover:underline">
            {service.phone}
          </a>
        ) : (
          <span className="text-base-content/80">{t('sideWindow.hours')}</span>
        )}
      </p>
      <div className="mt-3">
        {service && href ? (
          <a
            href={href}
            className={buttonClass('primary', 'sm', 'w-full')}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {service.kind === 'phone' ? <PhoneIcon className="h-4 w-4" /> : <ChatIcon className="h-4 w-4" />}
            {t(chatLabelKey(service))}
            {external ? <span className="sr-only"> {t('common.newTab')}</span> : null}
          </a>
        ) : service?.kind === 'message' ? (
          <>
            <button
              type="button"
              className={buttonClass('primary', 'sm', 'w-full')}
              aria-expanded={showMessage}
              onClick={() => setShowMessage((value) => !value)}
            >
              <ChatIcon className="h-4 w-4" />
              {t('sideWindow.chatNow')}
            </button>
            {showMessage ? <p className="mt-2 rounded-box bg-base-200 p-2">{service.text}</p> : null}
          </>
        ) : (
          <button type="button" className={buttonClass('primary', 'sm', 'w-full')} disabled>
            <ChatIcon className="h-4 w-4" />
            {index.isPending ? t('app.loading') : t('sideWindow.unavailable')}
          </button>
        )}
      </div>
      <div className="mt-4 flex items-center gap-3">
        <QrBlock text={mobileUrl || window.location.origin} />
        <p className="text-base-content/80">
          {t('sideWindow.qrCaption')}
          {mobileUrl ? (
            <>
              {' '}
              <a href={mobileUrl} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                {t('header.mobileMall')}
                <span className="sr-only"> {t('common.newTab')}</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}
