import { createContext, useContext } from 'react';
import type { FlagName } from '../../shared/flags';
import type { PreloadedState } from './preloaded';

const ShellContext = createContext<PreloadedState | null>(null);
export const ShellProvider = ShellContext.Provider;

export function useShell(): PreloadedState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell must be used inside <ShellProvider>');
  return state;
}

export function useFlag(name: FlagName): boolean {
  return useShell().flags[name];
}
