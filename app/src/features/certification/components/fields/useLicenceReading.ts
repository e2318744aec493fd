// The licence photo read by the server (bqCertificationLicenseImageAnalysis) once it is uploaded:
// what it reads fills the fields still empty — nothing the merchant typed is overwritten — and they
// stay editable. OCR can misread, so the form checks the registration number as if typed.
import { useCallback, useState } from 'react';
import type { LicenseImageAnalysis } from '@merchant-h5/sdk';
import { isSaidByShell } from '../../../../lib/apiError';
import type { ApiError } from '../../../../lib/apiError';
import { useReadLicenceMutation } from '../../api/businessCertification';

/** One field the licence fills: its label, what is in it now, and how to set it. */
export interface LicenceTarget {
  label: string;
  current: string;
  set: (value: string) => void;
  read: (licence: LicenseImageAnalysis) => string;
}

export type LicenceReading =
  | { stage: 'idle' | 'reading' }
  | { stage: 'filled'; filled: string[]; kept: string[] }
  | { stage: 'failed'; message: string };

export function useLicenceReading(targets: () => LicenceTarget[], afterFill?: () => void) {
  const [analyse] = useReadLicenceMutation();
  const [reading, setReading] = useState<LicenceReading>({ stage: 'idle' });
  const read = useCallback(
    async (image: string) => {
      setReading({ stage: 'reading' });
      const answer = await analyse({ image });
      if ('error' in answer) {
        const error = answer.error as ApiError;
        // The shell tells a network failure; the merchant types the fields all the same.
        setReading(isSaidByShell(error) ? { stage: 'idle' } : { stage: 'failed', message: error.message });
        return;
      }
      const filled: string[] = [];
      const kept: string[] = [];
      for (const t of targets()) {
        const value = t.read(answer.data).trim();
        if (!value) continue;
        if (!t.current.trim()) {
          t.set(value);
          filled.push(t.label);
        } else if (t.current.trim() !== value) kept.push(t.label);
      }
      setReading({ stage: 'filled', filled, kept });
      afterFill?.();
    },
    [analyse, targets, afterFill],
  );
  return { read, reading };
}

/** What the status line under the licence photo says. */
export function licenceReadingText(reading: LicenceReading): string {
  switch (reading.stage) {
    case 'reading':
      return '正在识别营业执照…';
    case 'failed':
      return `未能识别营业执照，请手动填写（${reading.message}）`;
    case 'filled': {
      const parts = [];
      if (reading.filled.length) parts.push(`已从营业执照识别${reading.filled.join('、')}，请核对`);
      if (reading.kept.length) parts.push(`${reading.kept.join('、')}与执照识别结果不同，已保留您填写的内容`);
      return parts.join('；') || '营业执照信息与已填写的一致';
    }
    default:
      return '';
  }
}
