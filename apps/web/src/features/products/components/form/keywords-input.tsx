import { TagsInput } from '@mantine/core';
import { foldForSearch } from '@matjar/shared';
import { useState, type Ref } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';

interface KeywordsInputProps {
  label: string;
  lang: 'en' | 'ar';
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}

const MAX_KEYWORDS = 20;

/**
 * Keywords as tags. A word that repeats one already there, in any case or Arabic spelling
 * (the server's rule, spec §5 "this word exists"), is refused as it is typed.
 */
export function KeywordsInput({ label, lang, value, onChange, onBlur, inputRef, error }: KeywordsInputProps) {
  const { t } = useTranslation(['products', 'validation']);
  const [repeated, setRepeated] = useState(false);

  const change = (next: string[]) => {
    const added = next.filter((word) => !value.includes(word));
    const seen = new Set(value.map(foldForSearch));
    const clash = added.some((word) => {
      const folded = foldForSearch(word);
      if (seen.has(folded)) return true;
      seen.add(folded);
      return false;
    });
    setRepeated(clash);
    if (!clash) onChange(next);
  };

  return (
    <TagsInput
      ref={inputRef}
      label={label}
      description={t('products:form.keywordsHint')}
      withAsterisk
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      lang={lang}
      value={value}
      onChange={change}
      onDuplicate={() => setRepeated(true)}
      onBlur={onBlur}
      maxTags={MAX_KEYWORDS}
      splitChars={[',', '،', '|']}
      clearable
      error={repeated ? t('validation:word_exists') : error}
    />
  );
}
