// What the "create a problem set from this step" form shows after posting: nothing yet, or why it
// was refused (a code the form words in the reader's language: path.refused.<code>). On success
// the action redirects to the new set's page instead. Shared by the action and the form.
export type StepSetRefusalCode = "signIn" | "forbidden" | "emptyStep" | "invalid";

export interface StepSetState {
  refused: StepSetRefusalCode | null;
}

export const STEP_SET_IDLE: StepSetState = { refused: null };
