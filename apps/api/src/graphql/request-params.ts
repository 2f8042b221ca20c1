import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { badRequestInput } from './error-policy.ts';

// A GET request carries `variables` and `extensions` as JSON in its query string. Yoga parses them
// with JSON.parse and answered a malformed one with a 500; here it is a request error (400) that
// names the parameter (docs/security.md "Input at the edge").
const JSON_PARAMETERS = ['variables', 'extensions'] as const;

function parameterError(name: string, text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return badRequestInput(`The "${name}" parameter is not valid JSON.`);
  }
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    return badRequestInput(`The "${name}" parameter must be a JSON object.`);
  }
  return null;
}

export function useJsonQueryParameters(): Plugin<GraphQLContext> {
  return {
    onRequestParse: ({ request, url }) => {
      if (request.method !== 'GET') return;
      for (const name of JSON_PARAMETERS) {
        const text = url.searchParams.get(name);
        const error = text ? parameterError(name, text) : null;
        if (error) throw error;
      }
    },
  };
}
