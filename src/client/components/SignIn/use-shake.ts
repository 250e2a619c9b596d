import { useCallback, useEffect, useRef, useState } from 'react';
import { INPUT_SHAKE_MS } from '../../../shared/validation/auth';

/** A field shakes for 400 ms when its value is refused; calling again restarts the shake. */
export function useShake(): [shaking: boolean, shake: () => void] {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const shake = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), INPUT_SHAKE_MS);
  }, []);
  return [shaking, shake];
}
