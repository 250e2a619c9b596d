import { useEffect, useRef, useState } from 'react';
import { INPUT_SHAKE_MS } from '../../../shared/validation/auth';

/** True for 400 ms each time `key` changes after the first render (each refused entry bumps it). */
export function useShakeOn(key: number): boolean {
  const [shaking, setShaking] = useState(false);
  const initial = useRef(key);
  useEffect(() => {
    if (key === initial.current) return;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), INPUT_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return shaking;
}
