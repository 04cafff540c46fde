import { createContext, useContext, type Context } from "react";

/**
 * A context whose hook throws when used outside its provider (spec section 8, last row), so a
 * missing provider fails loudly in development instead of rendering with silent defaults.
 */
export function createStrictContext<T>(name: string): [Context<T | undefined>, () => T] {
  const context = createContext<T | undefined>(undefined);
  context.displayName = name;
  function useStrictContext(): T {
    const value = useContext(context);
    if (value === undefined) throw new Error(`use${name} must be used within a ${name}Provider`);
    return value;
  }
  return [context, useStrictContext];
}
