import { useCallback, useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { translate } from '@ccer/contracts/messages';
import { sessionApi } from '../../api/session.ts';
import { messageLang } from '../../message-lang.ts';

export interface Captcha {
  captchaId: string;
  image: string;
}

type CodeForm = Pick<FormInstance, 'getFieldValue' | 'setFields'>;

/**
 * The image code (GET /api/verification-code) of a form whose field is `code`. An image code is single use, so
 * `renew` empties the field and loads the next one after every attempt that used it.
 * `onError` must be stable (a state setter); `loadAtStart` is read on the first render only.
 */
export function useCaptcha(form: CodeForm, onError: (message: string) => void, loadAtStart = true) {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [load] = useState(loadAtStart);

  const refresh = useCallback(async () => {
    try {
      setCaptcha((await sessionApi.captcha()).dataInfo);
    } catch (e) {
      onError((e as Error).message);
    }
  }, [onError]);

  useEffect(() => {
    if (load) void refresh();
  }, [load, refresh]);

  const renew = () => {
    // setFields with a value only: setFieldValue would also wipe the field's errors, among them the
    // server's 验证码错误或已失效 placed on `code` just before (spec §8: a 400 shows its message)
    form.setFields([{ name: 'code', value: '' }]);
    void refresh();
  };

  /** For an image code that guards sending an SMS only: marks the field when empty, gives the trimmed code. */
  const codeForSending = (): string => {
    const code = String(form.getFieldValue('code') ?? '').trim();
    form.setFields([{ name: 'code', errors: code ? [] : [translate('required', messageLang())] }]);
    return code;
  };

  return { captcha, captchaId: captcha?.captchaId ?? '', refresh, renew, codeForSending };
}
