import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../lib/api/api-client';
import { imageProblem, imageRoom, type ImageRule } from './image-file';
import { useUploadImage } from './upload-image';

/** The sentences a form says about refused files, in its own words. */
export interface UploadMessages {
  tooMany: (max: number) => string;
  wrongType: (name: string) => string;
  tooLarge: (name: string) => string;
  /** A refused upload; the server's message alone when not given. */
  failed?: (name: string, message: string) => string;
}

export interface ImageUploadOptions {
  /** The URLs chosen so far. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  rule: ImageRule;
  messages: UploadMessages;
  model?: 'user' | 'product';
  /** Reports an upload in progress, so a form can wait for it before sending. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Chosen files are checked against the form's rule (count, type, size), the good ones uploaded one after another and
 * each URL added as it arrives. Every refused file is named in `problems`, so the shopper learns them all at once.
 */
export function useImageUpload({ value, onChange, rule, messages, model = 'product', onBusyChange }: ImageUploadOptions) {
  const upload = useUploadImage(model);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusyState] = useState(false);

  const setBusy = (next: boolean) => {
    setBusyState(next);
    onBusyChange?.(next);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared at once so choosing the same file again fires change again.
    event.target.value = '';
    if (files.length === 0) return;
    const found: string[] = [];
    const { take, refused } = imageRoom(value.length, files.length, rule.maxCount);
    if (refused) found.push(messages.tooMany(rule.maxCount));
    const accepted: File[] = [];
    for (const file of files.slice(0, take)) {
      const problem = imageProblem(file, rule);
      if (problem === 'type') found.push(messages.wrongType(file.name));
      else if (problem === 'size') found.push(messages.tooLarge(file.name));
      else accepted.push(file);
    }
    setProblems(found);
    if (accepted.length === 0) return;
    setBusy(true);
    const urls = [...value];
    for (const file of accepted) {
      try {
        urls.push(await upload.mutateAsync(file));
        onChange([...urls]);
      } catch (failure) {
        const message = errorMessage(failure);
        found.push(messages.failed ? messages.failed(file.name, message) : message);
        setProblems([...found]);
      }
    }
    setBusy(false);
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setProblems([]);
  };

  return { choose, remove, problems, busy, full: value.length >= rule.maxCount };
}
