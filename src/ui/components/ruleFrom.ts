import type { Rule } from 'antd/es/form';

/**
 * Wraps a store check (value -> Russian message or null) as an antd form rule, so the form
 * shows exactly the message the store would refuse with.
 */
export function ruleFrom<T>(check: (value: T) => string | null): Rule {
  return {
    validator: (_rule, value: T) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
