import { describe, expect, it } from "vitest";
import { formatMinutes, momentTime, parseSpotifyLink, songKey, splitSongRequest } from "./music.ts";

describe("music rules", () => {
  it("reads pasted Spotify track and playlist links, and nothing else", () => {
    expect(parseSpotifyLink("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=1a2b")).toEqual({ kind: "track", id: "4uLU6hMCjMI75M1A2tKUQC" });
    expect(parseSpotifyLink(" https://open.spotify.com/intl-fr/playlist/37i9dQZF1DXcBWIGoYBM5M ")).toEqual({ kind: "playlist", id: "37i9dQZF1DXcBWIGoYBM5M" });
    expect(parseSpotifyLink("spotify:track:4uLU6hMCjMI75M1A2tKUQC")).toEqual({ kind: "track", id: "4uLU6hMCjMI75M1A2tKUQC" });
    expect(parseSpotifyLink("https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC")).toBeNull();
    expect(parseSpotifyLink("https://open.spotify.com.evil.test/track/4uLU6hMCjMI75M1A2tKUQC")).toBeNull();
    expect(parseSpotifyLink("https://open.spotify.com/track/short")).toBeNull();
    expect(parseSpotifyLink("javascript:alert(1)")).toBeNull();
    expect(parseSpotifyLink("Shout")).toBeNull();
  });

  it("tells the same song apart from case, spacing, accents and punctuation", () => {
    expect(songKey("  Don't Stop Believin' ", "JOURNEY")).toBe(songKey("dont stop believin", "Journey"));
    expect(songKey("Señorita", "Shawn Mendes")).toBe(songKey("senorita", "shawn mendes"));
    expect(songKey("Shout", "The Isley Brothers")).not.toBe(songKey("Shout", "Tears for Fears"));
  });

  it("splits a guest's request into a title and an artist", () => {
    expect(splitSongRequest("Shout by the Isley Brothers")).toEqual({ title: "Shout", artist: "the Isley Brothers" });
    expect(splitSongRequest("“September” - Earth, Wind & Fire")).toEqual({ title: "September", artist: "Earth, Wind & Fire" });
    expect(splitSongRequest("anything by Taylor Swift")).toEqual({ title: "anything", artist: "Taylor Swift" });
    expect(splitSongRequest("Cupid Shuffle")).toEqual({ title: "Cupid Shuffle", artist: "" });
  });

  it("takes a moment's time from the day-of schedule", () => {
    const events = [
      { title: "Ceremony", startMinutes: 960, durationMinutes: 30 },
      { title: "Cocktail hour on the patio", startMinutes: 990, durationMinutes: 60 },
      { title: "First Dance", startMinutes: 1155, durationMinutes: 10 },
    ];
    expect(momentTime("processional", events)).toBe(960);
    expect(momentTime("recessional", events)).toBe(990);
    expect(momentTime("cocktail_hour", events)).toBe(990);
    expect(momentTime("first_dance", events)).toBe(1155);
    expect(momentTime("dinner", events)).toBeNull();
    expect(momentTime("must_play", events)).toBeNull();
    expect(formatMinutes(960)).toBe("4:00 PM");
    expect(formatMinutes(5)).toBe("12:05 AM");
    expect(formatMinutes(12 * 60 + 30)).toBe("12:30 PM");
  });
});
