/** The JSON error shape every API error uses (DESIGN.md, Habits). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
  };
}
