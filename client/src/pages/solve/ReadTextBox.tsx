import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface ReadTextBoxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The editable text read from an image or a PDF region; edits also go to the problem text. */
export function ReadTextBox({ id, label, placeholder, value, onChange, disabled }: ReadTextBoxProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        rows={3}
        maxLength={2000}
        spellCheck={false}
        disabled={disabled}
        className="font-mono text-base"
      />
    </div>
  );
}
