import { useCallback, useEffect, useRef, useState } from "react";
import { JUNE_SPEECH_LANGUAGE } from "@domain/june";
import { speechRecognitionConstructor, type SpeechRecognizer as Recognition } from "@web/lib/speech-recognition";

/** Voice dictation where the browser supports speech recognition: en-US, one utterance at a time. */
export function useDictation(onText: (text: string) => void) {
  const [supported] = useState(() => speechRecognitionConstructor() !== undefined);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  useEffect(() => () => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = speechRecognitionConstructor();
    if (!Constructor) return;
    const next = new Constructor();
    next.lang = JUNE_SPEECH_LANGUAGE;
    next.continuous = false;
    next.interimResults = false;
    next.maxAlternatives = 1;
    next.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) onTextRef.current(transcript);
    };
    next.onerror = (event) => console.error("Dictation failed", event.error);
    next.onend = () => setListening(false);
    recognition.current = next;
    try {
      next.start();
      setListening(true);
    } catch (error) {
      console.error("Dictation could not start", error);
    }
  }, []);
  const stop = useCallback(() => recognition.current?.stop(), []);
  return { supported, listening, start, stop };
}
