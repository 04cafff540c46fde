import { speechRecognitionConstructor, type SpeechRecognizer as Recognition } from "@web/lib/speech-recognition";

/** The browser's side of Grace's voice mode: recording, transcription where available, playback. */

export interface VoiceRecording {
  /** Stops recording; `onRecorded` is called once the recorded data (and any transcript) arrive. */
  stop(): void;
}

/** How long to wait for the last words of a transcript after the recording stops. */
const TRANSCRIPT_GRACE_MS = 1500;

/**
 * Records from the microphone. Where the browser can transcribe (Web Speech API, en-US), it listens at
 * the same time, so the message carries the words as well. Permission failures are thrown to the caller.
 */
export async function startVoiceRecording(onRecorded: (transcript: string | undefined) => void): Promise<VoiceRecording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const recorder = new MediaRecorder(stream);
  const Recognition = speechRecognitionConstructor();
  let transcript = "";
  let recognitionDone: Promise<void> = Promise.resolve();
  let recognition: Recognition | undefined;
  if (Recognition) {
    recognition = new Recognition();
    recognition.lang = "en-US";
    recognition.interimResults = false;
    recognition.continuous = true;
    recognitionDone = new Promise<void>((resolve) => {
      recognition!.onend = () => resolve();
      recognition!.onerror = () => resolve();
    });
    recognition.onresult = (event) => {
      const parts: string[] = [];
      for (let i = 0; i < event.results.length; i++) parts.push(event.results[i]![0]!.transcript);
      transcript = parts.join(" ").trim();
    };
    try {
      recognition.start();
    } catch (error) {
      console.error("speech recognition failed to start", error);
    }
  }
  let delivered = false;
  recorder.addEventListener("dataavailable", () => {
    if (delivered) return;
    delivered = true;
    stream.getTracks().forEach((track) => track.stop());
    void Promise.race([recognitionDone, new Promise((resolve) => setTimeout(resolve, TRANSCRIPT_GRACE_MS))]).then(() => onRecorded(transcript || undefined));
  });
  recorder.start();
  return {
    stop() {
      if (recorder.state !== "inactive") recorder.stop();
      recognition?.stop();
    },
  };
}

/** Plays Grace's reply: the server's recording when there is one, else the browser's own speech. */
export function playReply(text: string, audioUrl?: string): void {
  try {
    if (audioUrl) {
      new Audio(audioUrl).play().catch((error: unknown) => console.error("audio playback failed", error));
      return;
    }
    if ("speechSynthesis" in window) {
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = "en-US";
      window.speechSynthesis.speak(utterance);
    }
  } catch (error) {
    console.error("audio playback failed", error);
  }
}

export function canSpeak(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window;
}
