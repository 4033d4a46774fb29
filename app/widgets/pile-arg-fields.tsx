// The controls of a one-pile game's parameter: Bash's m, or the subtraction set S.
import type { OnePileGame } from "@/lib/learn/widgets";
import { ArgField } from "./widget-frame";

export function PileArgFields(props: { pile: OnePileGame; args: Record<string, string>; onChange(name: string, value: string): void }) {
  if (props.pile.game === "bash") return <ArgField label="m =" name="m" value={props.args.m ?? ""} onChange={props.onChange} />;
  if (props.pile.game === "subtraction") {
    return <ArgField label="S =" name="set" value={props.args.set ?? ""} width={12} onChange={props.onChange} />;
  }
  return null;
}
