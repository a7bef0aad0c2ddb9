import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';

/**
 * A public look-up by one value kept in the address (`?{param}=`): a link (a certificate's QR code) looks it up at
 * once, a search writes it there, so a language switch or a shared link shows the same result. The serial lookup and
 * the certificate verification use it.
 */
export function useAddressedLookup<T>(param: string, fetch: (value: string) => Promise<T>) {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(params.get(param) ?? '');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lookup = async (text: string) => {
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    setFound(null);
    try {
      setFound(await fetch(text.trim()));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    setParams(value.trim() ? { [param]: value.trim() } : {}, { replace: true });
    void lookup(value);
  };
  useEffect(() => {
    const fromLink = params.get(param);
    if (fromLink) void lookup(fromLink);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return { value, setValue, busy, found, error, submit };
}
