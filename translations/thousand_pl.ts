<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>sitting out, from the talon: %1</source>
        <translation>pauzuje, za musik: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Niedozwolone: %1</translation>
    </message>
    <message>
        <source>Could not autosave: %1</source>
        <translation>Nie udało się zapisać gry: %1</translation>
    </message>
    <message>
        <source>there is no local game to export</source>
        <translation>nie ma lokalnej gry do eksportu</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation>Początkujący (losowo)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Three players (two computers)</source>
        <translation>Trzech graczy (dwa komputery)</translation>
    </message>
    <message>
        <source>Four players (three computers)</source>
        <translation>Czterech graczy (trzy komputery)</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <source>Your seat:</source>
        <translation>Twoje miejsce:</translation>
    </message>
    <message>
        <source>Computer %1:</source>
        <translation>Komputer %1:</translation>
    </message>
    <message>
        <source>Rules preset:</source>
        <translation>Zasady:</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Pierwszy rozdający:</translation>
    </message>
    <message>
        <source>Agreements changed in Settings ▸ Agreements apply when their preset is chosen.</source>
        <translation>Ustalenia zmienione w menu Ustawienia ▸ Ustalenia obowiązują, gdy wybrany jest ich zestaw zasad.</translation>
    </message>
    <message>
        <source>The computer levels are not installed yet; every computer plays as a beginner.</source>
        <translation>Poziomy komputera nie są jeszcze zainstalowane: każdy komputer gra jak początkujący.</translation>
    </message>
    <message>
        <source>The computer levels do not play this game yet; every computer plays as a beginner.</source>
        <translation>Poziomy komputera nie grają jeszcze w tę grę: każdy komputer gra jak początkujący.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowo</translation>
    </message>
    <message>
        <source>Two players (one computer)</source>
        <translation>Dwóch graczy (jeden komputer)</translation>
    </message>
    <message>
        <source>Agreements</source>
        <translation>Ustalenia</translation>
    </message>
    <message>
        <source>Agreements: %1</source>
        <translation>Ustalenia: %1</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Zasady:</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>Przywróć zasady</translation>
    </message>
    <message>
        <source>Different from the preset:</source>
        <translation>Różnice względem zasad:</translation>
    </message>
    <message>
        <source>%1: %2 (preset: %3)</source>
        <translation>%1: %2 (w zasadach: %3)</translation>
    </message>
    <message>
        <source>Nothing: the preset as it is.</source>
        <translation>Nic: zasady bez zmian.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Two colours (red and black)</source>
        <translation>Dwukolorowa (czerwone i czarne)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Czterokolorowa</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Język:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Szybkość animacji:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Talia:</translation>
    </message>
    <message>
        <source>Computer thinking time:</source>
        <translation>Czas namysłu komputera:</translation>
    </message>
    <message>
        <source>Wait for my click before the next deal</source>
        <translation>Czekaj na moje kliknięcie przed następnym rozdaniem</translation>
    </message>
    <message>
        <source>A computer&apos;s talon stays up:</source>
        <translation>Musik komputera widać przez:</translation>
    </message>
    <message>
        <source>A taken trick stays:</source>
        <translation>Zebrana lewa leży:</translation>
    </message>
    <message>
        <source>the default network</source>
        <translation>domyślna sieć</translation>
    </message>
    <message>
        <source>Sixty-Six: I draw from the stock myself (time to close before drawing)</source>
        <translation>Sześćdziesiąt sześć: dobierać ze stosu ręcznie (jest czas zamknąć stos przed dobraniem)</translation>
    </message>
    <message>
        <source>Where LAN tables are looked for and announced: this computer&apos;s IPv4 addresses, separated by commas. Empty: the default network.</source>
        <translation>Gdzie szukać i ogłaszać stoły w sieci lokalnej: adresy IPv4 tego komputera rozdzielone przecinkami. Puste: domyślna sieć.</translation>
    </message>
    <message>
        <source>LAN discovery on:</source>
        <translation>Wyszukiwanie stołów w sieci:</translation>
    </message>
    <message>
        <source>Set by %1 for now: %2</source>
        <translation>Teraz ustawione przez %1: %2</translation>
    </message>
    <message>
        <source>LAN discovery: write this computer&apos;s IPv4 addresses, like 192.168.1.20, separated by commas.</source>
        <translation>Wyszukiwanie stołów: wpisz adresy IPv4 tego komputera, np. 192.168.1.20, rozdzielone przecinkami.</translation>
    </message>
    <message>
        <source>You took this trick.</source>
        <translation>Ta lewa jest twoja.</translation>
    </message>
    <message>
        <source>%1 took this trick.</source>
        <translation>Tę lewę bierze %1.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>W tym rozdaniu nie wzięto jeszcze żadnej lewy.</translation>
    </message>
    <message>
        <source>Last talon</source>
        <translation>Ostatni musik</translation>
    </message>
    <message>
        <source>No talon has been shown yet.</source>
        <translation>Musiku jeszcze nie odkryto.</translation>
    </message>
    <message>
        <source>Deal %1: you took the talon.</source>
        <translation>Rozdanie %1: twój musik.</translation>
    </message>
    <message>
        <source>Deal %1: %2 took the talon.</source>
        <translation>Rozdanie %1. Zwycięzca licytacji: %2.</translation>
    </message>
    <message>
        <source>Exchange for the turned trump</source>
        <translation>Wymień na odkryty atut</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>zagraj %1</translation>
    </message>
    <message>
        <source>give %1 and %2</source>
        <translation>oddaj %1 i %2</translation>
    </message>
    <message>
        <source>lay away %1 and %2</source>
        <translation>odłóż %1 i %2</translation>
    </message>
    <message>
        <source>lay away %1, give %2</source>
        <translation>odłóż %1, oddaj %2</translation>
    </message>
    <message>
        <source>take the left talon</source>
        <translation>weź lewy musik</translation>
    </message>
    <message>
        <source>take the right talon</source>
        <translation>weź prawy musik</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>licytuj %1</translation>
    </message>
    <message>
        <source>bid %1 blind</source>
        <translation>%1 w ciemno</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>kontrakt %1</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Zapis punktów</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Ostatnia lewa</translation>
    </message>
    <message>
        <source>Last &amp;talon</source>
        <translation>Ostatni &amp;musik</translation>
    </message>
    <message>
        <source>&amp;Import record…</source>
        <translation>&amp;Importuj zapis gry…</translation>
    </message>
    <message>
        <source>Open record to &amp;review…</source>
        <translation>&amp;Przejrzyj zapis gry…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Eksportuj zapis gry…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Agreements…</source>
        <translation>&amp;Ustalenia…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Sieć</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Otwórz stół…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Dosiądź się do stołu…</translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation>O&amp;puść stół</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <source>&amp;About Thousand</source>
        <translation>&amp;O programie Tysiąc</translation>
    </message>
    <message>
        <source>Free software under the MIT License: use, copy, change and share it.</source>
        <translation>Wolne oprogramowanie na licencji MIT: możesz z niego korzystać, kopiować je, zmieniać i udostępniać.</translation>
    </message>
    <message>
        <source>Credits: the card faces, backs and icons were drawn for this project (resources/LICENSE.md).</source>
        <translation>Autorzy: awersy i rewersy kart oraz ikony narysowano dla tego projektu (resources/LICENSE.md).</translation>
    </message>
    <message>
        <source>Built with %1.</source>
        <translation>Korzysta z: %1.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>The saved game could not be read. It was kept as %1; a new game starts.</source>
        <translation>Nie udało się odczytać zapisanej gry. Zachowano ją jako %1; zaczyna się nowa gra.</translation>
    </message>
    <message>
        <source>The saved game could not be read; a new game starts.</source>
        <translation>Nie udało się odczytać zapisanej gry; zaczyna się nowa gra.</translation>
    </message>
    <message>
        <source>Saved game damaged</source>
        <translation>Zapisana gra jest uszkodzona</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Go on with the game you were playing?</source>
        <translation>Kontynuować przerwaną grę?</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Gra w toku</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it for another one? It cannot be resumed.</source>
        <translation>Gra jeszcze trwa. Porzucić ją dla nowej? Nie da się jej potem dokończyć.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Importuj zapis gry</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Zapisy gier (*.json)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Eksportuj zapis gry</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>O programie Tysiąc</translation>
    </message>
    <message>
        <source>Thousand %1 — the card game 1000 against the computer.</source>
        <translation>Tysiąc %1 — gra karciana Tysiąc przeciwko komputerowi.</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nie ma czego cofnąć</translation>
    </message>
    <message>
        <source>The record does not say how strong %1 played: they play at the level %2.</source>
        <comment>, </comment>
        <translation>Zapis nie podaje poziomu gry: %1. Teraz poziom: „%2”.</translation>
    </message>
    <message>
        <source>You have %1 points, not 66: the claim loses the hand and %2 scores %3 game points. Claim anyway?</source>
        <translation>Masz %1 pkt, a nie 66: zgłaszając, przegrywasz rozdanie, a %2 dostaje %3 pkt partii. Zgłosić mimo to?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>Zgłosić 66?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Teraz kolej: %1…</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next deal.</source>
        <translation>Kliknij stół lub naciśnij Enter — następne rozdanie.</translation>
    </message>
    <message>
        <source>Click the table or press Enter when you have seen the talon.</source>
        <translation>Kliknij stół lub naciśnij Enter, gdy obejrzysz musik.</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next trick.</source>
        <translation>Kliknij stół lub naciśnij Enter — następna lewa.</translation>
    </message>
    <message>
        <source>%1 takes the talon.</source>
        <translation>%1 bierze musik.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>No hint now</source>
        <translation>Teraz brak podpowiedzi</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Otwórz zapis gry</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Otwórz zapis</translation>
    </message>
    <message>
        <source>This is not a game record this app can show.</source>
        <translation>To nie jest zapis gry, który ten program potrafi pokazać.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
    <message>
        <source>This is not a game record this app can play.</source>
        <translation>To nie jest zapis gry, który program potrafi odtworzyć.</translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation>Koniec gry — zwycięzca: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>contract %1 made</source>
        <translation>kontrakt %1 ugrany</translation>
    </message>
    <message>
        <source>contract %1 failed</source>
        <translation>kontrakt %1 nieugrany</translation>
    </message>
    <message>
        <source>%1 taken</source>
        <translation>wzięte %1</translation>
    </message>
    <message>
        <source>%1 in cards</source>
        <translation>%1 w kartach</translation>
    </message>
    <message>
        <source>%1 taken (%2)</source>
        <translation>wzięte %1 (%2)</translation>
    </message>
    <message>
        <source>contract %1 made — %2</source>
        <translation>kontrakt %1 ugrany — %2</translation>
    </message>
    <message>
        <source>contract %1 failed — %2: %3</source>
        <translation>kontrakt %1 nieugrany — %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>rospis of %1</source>
        <translation>bomba przy %1</translation>
    </message>
    <message>
        <source>contract %1 written off</source>
        <translation>kontrakt %1: rezygnacja (spisat&apos;)</translation>
    </message>
    <message>
        <source>contract %1 given up</source>
        <translation>poddanie kontraktu %1</translation>
    </message>
    <message>
        <source>contract %1 surrendered</source>
        <translation>kontrakt %1 oddany (złote rozdanie)</translation>
    </message>
    <message>
        <source>bolt %1</source>
        <translation>zero nr %1</translation>
    </message>
    <message>
        <source>fine for redeals in a row: %1</source>
        <translation>kara za ponowne rozdania z rzędu: %1</translation>
    </message>
    <message>
        <source>fine for a rospis: %1</source>
        <translation>kara za bombę: %1</translation>
    </message>
    <message>
        <source>on the barrel at %1</source>
        <translation>na beczce przy %1</translation>
    </message>
    <message>
        <source>out of the barrel&apos;s zone</source>
        <translation>poza strefą beczki</translation>
    </message>
    <message>
        <source>%1: the dump truck, back to 0</source>
        <translation>%1: wywrotka, z powrotem 0</translation>
    </message>
    <message>
        <source>contract failed</source>
        <translation>kontrakt nieugrany</translation>
    </message>
    <message>
        <source>its deals are over</source>
        <translation>skończyły się rozdania na beczce</translation>
    </message>
    <message>
        <source>another player got on it</source>
        <translation>na beczkę wszedł inny gracz</translation>
    </message>
    <message>
        <source>a fine</source>
        <translation>kara</translation>
    </message>
    <message>
        <source>two got on it at once</source>
        <translation>na beczkę weszło dwóch naraz</translation>
    </message>
    <message>
        <source>fell off the barrel (%1)</source>
        <translation>upadek z beczki (%1)</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>cztery dziewiątki</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>cztery walety</translation>
    </message>
    <message>
        <source>too few points in the hand</source>
        <translation>mało punktów na ręce</translation>
    </message>
    <message>
        <source>too few points in the talon</source>
        <translation>mało punktów w musiku</translation>
    </message>
    <message>
        <source>two nines in the talon</source>
        <translation>dwie dziewiątki w musiku</translation>
    </message>
    <message>
        <source>three jacks in the talon</source>
        <translation>trzy walety w musiku</translation>
    </message>
    <message>
        <source>a jack at the bottom</source>
        <translation>walet na spodzie talii</translation>
    </message>
    <message>
        <source>a nine at the bottom</source>
        <translation>dziewiątka na spodzie talii</translation>
    </message>
    <message>
        <source>everybody passed</source>
        <translation>wszyscy spasowali</translation>
    </message>
    <message>
        <source>redeal: %1</source>
        <translation>ponowne rozdanie: %1</translation>
    </message>
    <message>
        <source>stock closed, 66 not reached</source>
        <translation>stos zamknięty, 66 nieosiągnięte</translation>
    </message>
    <message>
        <source>66 announced without having it</source>
        <translation>ogłoszone 66 bez pokrycia</translation>
    </message>
    <message>
        <source>nobody reached 66: a game point is carried</source>
        <translation>nikt nie ma 66: punkt partii przechodzi dalej</translation>
    </message>
    <message>
        <source>nobody reached 66: a draw, nobody scores</source>
        <translation>nikt nie ma 66: remis, nikt nie dostaje punktów</translation>
    </message>
    <message>
        <source>the last trick won: it wins the hand</source>
        <translation>ostatnia lewa — rozdanie wygrane</translation>
    </message>
    <message>
        <source>%1 (%2 carried)</source>
        <translation>%1 (przeniesione %2)</translation>
    </message>
    <message>
        <source>trump %1 taken</source>
        <translation>atu %1 wzięte</translation>
    </message>
    <message>
        <source>trump %1 taken for %2</source>
        <translation>atu %1 wzięte za %2</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Lewa %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>karta</translation>
    </message>
    <message>
        <source>dealer: %1</source>
        <translation>rozdaje: %1</translation>
    </message>
    <message>
        <source>%1; sitting out: %2</source>
        <translation>%1; pauzuje: %2</translation>
    </message>
    <message>
        <source>dealt: %1</source>
        <translation>rozdane: %1</translation>
    </message>
    <message>
        <source>%1 blind</source>
        <translation>%1 w ciemno</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>cards looked at</source>
        <translation>karty obejrzane</translation>
    </message>
    <message>
        <source>blind bid of %1 lifted</source>
        <translation>zdjęta licytacja w ciemno: %1</translation>
    </message>
    <message>
        <source>auction won: %1</source>
        <translation>licytacja wygrana: %1</translation>
    </message>
    <message>
        <source>talon: %1</source>
        <translation>musik: %1</translation>
    </message>
    <message>
        <source>talon taken</source>
        <translation>musik wzięty</translation>
    </message>
    <message>
        <source>received: %1</source>
        <translation>otrzymane: %1</translation>
    </message>
    <message>
        <source>laid away: %1</source>
        <translation>odłożone: %1</translation>
    </message>
    <message>
        <source>contract: %1</source>
        <translation>kontrakt: %1</translation>
    </message>
    <message>
        <source>marriage %1: %2</source>
        <translation>meldunek %1: %2</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <translation>%1 (pokazany)</translation>
    </message>
    <message>
        <source>trump: %1</source>
        <translation>atu: %1</translation>
    </message>
    <message>
        <source>%1 (turned up: %2)</source>
        <translation>%1 (odkryta: %2)</translation>
    </message>
    <message>
        <source>stock closed before drawing</source>
        <translation>stos zamknięty przed dobraniem</translation>
    </message>
    <message>
        <source>stock closed</source>
        <translation>stos zamknięty</translation>
    </message>
    <message>
        <source>66 announced: %1</source>
        <translation>ogłoszone 66: %1</translation>
    </message>
    <message>
        <source>66 announced: only %1</source>
        <translation>ogłoszone 66: tylko %1</translation>
    </message>
    <message>
        <source>redeal refused: a fine for %1</source>
        <translation>ponowne rozdanie odrzucone, kara: %1</translation>
    </message>
    <message>
        <source>game won: %1</source>
        <comment>, </comment>
        <translation>gra wygrana: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Dziennik rozdań</translation>
    </message>
    <message>
        <source>wrote off %1</source>
        <translation>rezygnacja (spisat&apos;) przy %1</translation>
    </message>
    <message>
        <source>gave up %1</source>
        <translation>poddanie się przy %1</translation>
    </message>
    <message>
        <source>surrendered %1</source>
        <translation>oddane złote rozdanie przy %1</translation>
    </message>
    <message>
        <source>zero (bolt) no. %1</source>
        <translation>zero (pała) nr %1</translation>
    </message>
    <message>
        <source>mounted the barrel</source>
        <translation>wejście na beczkę</translation>
    </message>
    <message>
        <source>card points taken: %1</source>
        <translation>punkty z kart: %1</translation>
    </message>
    <message>
        <source>with %1 carried from a hand nobody won</source>
        <translation>w tym przeniesione punkty: %1</translation>
    </message>
    <message>
        <source>nobody reached 66: a game point goes to the next hand&apos;s winner</source>
        <translation>nikt nie ma 66: punkt partii dostanie zwycięzca następnego rozdania</translation>
    </message>
    <message>
        <source>The scores the game started from</source>
        <translation>Wynik, od którego zaczęła się gra</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>na beczce</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>starting score: %1</source>
        <translation>wynik początkowy: %1</translation>
    </message>
    <message>
        <source>zeros (bolts) so far: %1</source>
        <translation>liczba zer (pał) na starcie: %1</translation>
    </message>
    <message>
        <source>fell off the barrel</source>
        <translation>upadek z beczki</translation>
    </message>
    <message>
        <source>dump truck: back to 0</source>
        <translation>wywrotka: powrót do 0</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>ponowne rozdanie</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Zobacz swoje karty</translation>
    </message>
    <message>
        <source>Unhide (I have a marriage)</source>
        <translation>Odkryj się (mam meldunek)</translation>
    </message>
    <message>
        <source>Demand a redeal</source>
        <translation>Żądam ponownego rozdania</translation>
    </message>
    <message>
        <source>Rospis (concede)</source>
        <translation>Bomba (oddaję)</translation>
    </message>
    <message>
        <source>Write off (spisat&apos;)</source>
        <translation>Zrezygnuj (spisat&apos;)</translation>
    </message>
    <message>
        <source>Give up (−bid, +50 each)</source>
        <translation>Poddaj się (−stawka, po +50)</translation>
    </message>
    <message>
        <source>Surrender the golden deal</source>
        <translation>Oddaj złote rozdanie</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Zamknij stos</translation>
    </message>
    <message>
        <source>66! (I have enough)</source>
        <translation>66! (wystarczy)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dobierz</translation>
    </message>
    <message>
        <source>Close before drawing</source>
        <translation>Zamknij przed dobraniem</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licytuj</translation>
    </message>
    <message>
        <source>Bid blind</source>
        <translation>W ciemno</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Twoja stawka:</translation>
    </message>
    <message>
        <source>Highest bid %1 — your bid:</source>
        <translation>Najwyższa stawka %1 — twoja stawka:</translation>
    </message>
    <message>
        <source>Give two cards:</source>
        <translation>Oddaj dwie karty:</translation>
    </message>
    <message>
        <source>Lay two cards away:</source>
        <translation>Odłóż dwie karty:</translation>
    </message>
    <message>
        <source>Lay one card away and give one:</source>
        <translation>Odłóż jedną kartę i oddaj jedną:</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Zamień</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Oddaj</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Odłóż</translation>
    </message>
    <message>
        <source>Lay away and give</source>
        <translation>Odłóż i oddaj</translation>
    </message>
    <message>
        <source>lay away:</source>
        <translation>odłóż:</translation>
    </message>
    <message>
        <source>to %1:</source>
        <translation>%1 dostaje:</translation>
    </message>
    <message>
        <source>Take a talon:</source>
        <translation>Weź musik:</translation>
    </message>
    <message>
        <source>The left talon</source>
        <translation>Lewy musik</translation>
    </message>
    <message>
        <source>The right talon</source>
        <translation>Prawy musik</translation>
    </message>
    <message>
        <source>Contract:</source>
        <translation>Kontrakt:</translation>
    </message>
    <message>
        <source>Set contract</source>
        <translation>Ustal kontrakt</translation>
    </message>
    <message>
        <source>…or lead a card to play at the bid</source>
        <translation>…albo zagraj kartę, by grać za wylicytowaną stawkę</translation>
    </message>
    <message>
        <source>Your turn: play a card (click, drag, or arrows and Enter)</source>
        <translation>Twój ruch: zagraj kartę (klik, przeciągnięcie albo strzałki i Enter)</translation>
    </message>
    <message>
        <source>Leading a king or queen of a pair:</source>
        <translation>Zagrywając króla lub damę z pary:</translation>
    </message>
    <message>
        <source>announce the marriage</source>
        <translation>zamelduj</translation>
    </message>
    <message>
        <source>announce, no trump change (in suit)</source>
        <translation>zamelduj bez zmiany atu (w kolorze)</translation>
    </message>
    <message>
        <source>do not announce</source>
        <translation>nie melduj</translation>
    </message>
    <message>
        <source>Show the marriage</source>
        <translation>Zgłoś meldunek</translation>
    </message>
    <message>
        <source>Deal scored</source>
        <translation>Rozdanie zapisane</translation>
    </message>
    <message>
        <source>%1 made %2</source>
        <translation>%1: kontrakt %2 ugrany</translation>
    </message>
    <message>
        <source>%1 failed %2</source>
        <translation>%1: kontrakt %2 nieugrany</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <source>Rospis</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>Click or press Enter for the next deal</source>
        <translation>Kliknij lub naciśnij Enter, aby przejść do następnego rozdania</translation>
    </message>
    <message>
        <source>Choose two cards</source>
        <translation>Wybierz dwie karty</translation>
    </message>
    <message>
        <source>Blind %1</source>
        <translation>W ciemno %1</translation>
    </message>
    <message>
        <source>66? Not enough</source>
        <translation>66? Za mało</translation>
    </message>
    <message>
        <source>Marriage %1 +%2</source>
        <translation>Meldunek %1 +%2</translation>
    </message>
    <message>
        <source>Closed before drawing</source>
        <translation>Zamknięty przed dobraniem</translation>
    </message>
    <message>
        <source>Closed the stock</source>
        <translation>Stos zamknięty</translation>
    </message>
    <message>
        <source>Redeal!</source>
        <translation>Ponowne rozdanie!</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Zamknięty</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Stos: %1</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>pauzuje</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Grasz %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 gra %2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atu: %1</translation>
    </message>
    <message>
        <source>No trump yet</source>
        <translation>Jeszcze bez atu</translation>
    </message>
    <message>
        <source>Nobody reached 66: a point is carried</source>
        <translation>Nikt nie ma 66: punkt przechodzi dalej</translation>
    </message>
    <message>
        <source>You win the hand: +%1</source>
        <translation>Wygrywasz rozdanie: +%1</translation>
    </message>
    <message>
        <source>%1 wins the hand: +%2</source>
        <translation>%1 wygrywa rozdanie: +%2</translation>
    </message>
    <message>
        <source>%1 closed the stock and did not reach 66</source>
        <translation>%1: zamknięcie stosu bez 66</translation>
    </message>
    <message>
        <source>%1 announced 66 without having it</source>
        <translation>%1: ogłoszone 66 bez pokrycia</translation>
    </message>
    <message>
        <source>Schwarz: %1 took no trick</source>
        <translation>Bez lewy: %1</translation>
    </message>
    <message>
        <source>Schneider: %1 took under 33</source>
        <translation>Poniżej 33: %1</translation>
    </message>
    <message>
        <source>Card points: %1 %2 · %3 %4</source>
        <translation>Punkty w lewach: %1 %2 · %3 %4</translation>
    </message>
    <message>
        <source>Choose two cards to give</source>
        <translation>Wybierz dwie karty do oddania</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Utracono połączenie z gospodarzem stołu.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Opuszczono stół.</translation>
    </message>
    <message>
        <source>Cannot reach the host: %1</source>
        <translation>Brak połączenia z gospodarzem stołu: %1</translation>
    </message>
    <message>
        <source>The host stopped answering.</source>
        <translation>Gospodarz stołu przestał odpowiadać.</translation>
    </message>
    <message>
        <source>The host sent something this app cannot read (%1).</source>
        <translation>Gospodarz stołu przysłał coś, czego ta aplikacja nie umie odczytać (%1).</translation>
    </message>
    <message>
        <source>The host refused the connection.</source>
        <translation>Gospodarz stołu odrzucił połączenie.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>bez podania powodu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Stół: %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>dowolny wolny</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trzech graczy</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Czterech graczy</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dwóch graczy</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source> s</source>
        <translation> sek.</translation>
    </message>
    <message>
        <source>When the table is full, a guest who has been neither ready nor active this long gives the seat to a player who arrives.</source>
        <translation>Gdy stół jest pełny, gość, który tak długo nie jest gotowy ani aktywny, ustępuje miejsca nowo przybyłemu graczowi.</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>A guest who has not played a turn after this long has it played by a computer; every player sees it.</source>
        <translation>Jeśli gość nie wykona ruchu w tym czasie, ruch wykonuje za niego komputer; widzą to wszyscy gracze.</translation>
    </message>
    <message>
        <source>Turn time:</source>
        <translation>Czas na ruch:</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Początek:</translation>
    </message>
    <message>
        <source>Agreements…</source>
        <translation>Ustalenia…</translation>
    </message>
    <message>
        <source>Continue a saved game…</source>
        <translation>Kontynuuj zapisaną grę…</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Nazwa stołu:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Numer portu:</translation>
    </message>
    <message>
        <source>Computers in empty seats:</source>
        <translation>Komputery na wolnych miejscach:</translation>
    </message>
    <message>
        <source>Give an idle guest&apos;s seat away after:</source>
        <translation>Oddaj miejsce bezczynnego gościa po:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <source>Agreements:</source>
        <translation>Ustalenia:</translation>
    </message>
    <message>
        <source>Players on your network see the table in Network ▸ Join a table…, or type this computer&apos;s address and the port shown in the lobby.</source>
        <translation>Gracze w twojej sieci zobaczą stół w menu Sieć ▸ Dosiądź się do stołu… albo wpiszą adres tego komputera i port podany w poczekalni.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>Kontynuuj zapisaną grę</translation>
    </message>
    <message>
        <source>This is not a game the table can go on with.</source>
        <translation>Tej gry nie można kontynuować przy stole.</translation>
    </message>
    <message>
        <source>a new game</source>
        <translation>nowa gra</translation>
    </message>
    <message>
        <source>(the saved game&apos;s)</source>
        <translation>(z zapisanej gry)</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Poczekalnia</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Opuść stół</translation>
    </message>
    <message>
        <source>Your table “%1” is open. Other players join it from Network ▸ Join a table…, or with the address %2 and port %3.</source>
        <translation>Twój stół „%1” jest otwarty. Inni gracze dosiadają się przez Sieć ▸ Dosiądź się do stołu… albo pod adresem %2, port %3.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Łączenie…</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>Nie udało się otworzyć stołu: %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Łączenie z %1…</translation>
    </message>
    <message>
        <source>You are back at seat %1.</source>
        <translation>Wracasz na miejsce %1.</translation>
    </message>
    <message>
        <source>You sit at seat %1.</source>
        <translation>Siedzisz na miejscu %1.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Dosiądź się do stołu</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>Stół zamknięty</translation>
    </message>
    <message>
        <source>You can save the game record as far as this seat saw it.</source>
        <translation>Możesz zapisać przebieg gry — tyle, ile widziało twoje miejsce.</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Zapisz przebieg gry</translation>
    </message>
    <message>
        <source>Close the table? The game ends for everyone.</source>
        <translation>Zamknąć stół? Gra skończy się dla wszystkich.</translation>
    </message>
    <message>
        <source>Leave the table? A computer takes your seat; joining again takes it back.</source>
        <translation>Opuścić stół? Twoje miejsce zajmie komputer; po powrocie do stołu odzyskasz je.</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <source>You are not at a table any more.</source>
        <translation>nie siedzisz już przy stole</translation>
    </message>
    <message>
        <source>not your seat</source>
        <translation>to nie twoje miejsce</translation>
    </message>
    <message>
        <source>wait for the host&apos;s answer to your last move</source>
        <translation>poczekaj na odpowiedź gospodarza na twój poprzedni ruch</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>Gospodarz stołu odrzucił ruch: %1</translation>
    </message>
    <message>
        <source>%1 lost the connection; a computer takes the seat if they do not come back.</source>
        <translation>%1 — utracono połączenie; jeśli gracz nie wróci, jego miejsce zajmie komputer.</translation>
    </message>
    <message>
        <source>A computer plays for %1 now.</source>
        <translation>Teraz za gracza %1 gra komputer.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 wraca do stołu.</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Ustalenie</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Or the host&apos;s address and port:</source>
        <translation>Albo adres i port gospodarza stołu:</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Stoły w twojej sieci:</translation>
    </message>
    <message>
        <source>%1 — %2, %3 — %4 seated, %5 free (%6)</source>
        <translation>%1 — %2, %3 — zajęte: %4, wolne: %5 (%6)</translation>
    </message>
    <message>
        <source>needs another version (%1)</source>
        <translation>wymaga innej wersji (%1)</translation>
    </message>
    <message>
        <source>a game this version cannot play</source>
        <translation>tej gry ta wersja nie obsługuje</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>Napisz coś</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Gotowy</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Zacznij grę</translation>
    </message>
    <message>
        <source>Send away</source>
        <translation>Wyproś</translation>
    </message>
    <message>
        <source>The guest in the chosen seat leaves the table.</source>
        <translation>Gość z wybranego miejsca opuszcza stół.</translation>
    </message>
    <message>
        <source>Keep the seat for…</source>
        <translation>Zarezerwuj miejsce dla…</translation>
    </message>
    <message>
        <source>Only the player of the name you give may take the chosen seat.</source>
        <translation>Wybrane miejsce może zająć tylko gracz o podanym imieniu.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Each turn may take %1; past that a computer plays the turn.</source>
        <translation>Na każdy ruch jest %1; potem ruch wykonuje komputer.</translation>
    </message>
    <message>
        <source>Fixed deals (test): this table deals from a fixed seed, so every card can be foreseen.</source>
        <translation>Stałe rozdania (test): ten stół rozdaje karty w z góry ustalonej kolejności, więc każdą kartę da się przewidzieć.</translation>
    </message>
    <message>
        <source>(kept for %1)</source>
        <translation>(rezerwacja: %1)</translation>
    </message>
    <message>
        <source>(empty — a computer will play)</source>
        <translation>(wolne — zagra komputer)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>gotowość: tak</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>gotowość: nie</translation>
    </message>
    <message>
        <source>away</source>
        <translation>brak połączenia</translation>
    </message>
    <message>
        <source>in the saved game: %1, %2</source>
        <translation>w zapisanej grze: %1, %2</translation>
    </message>
    <message>
        <source>Keep seat %1 for the player called (leave it empty to free the seat for anyone):</source>
        <translation>Zarezerwuj miejsce %1 dla gracza o imieniu (puste — miejsce wolne dla każdego):</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>Rezerwacja miejsca</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready.</source>
        <translation>Czekamy na gotowość: %1.</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Gra się zaczęła.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: %1</source>
        <translation>Ta gra nie została wliczona do statystyk: %1</translation>
    </message>
    <message>
        <source>Could not save the statistics: %1</source>
        <translation>Nie udało się zapisać statystyk: %1</translation>
    </message>
    <message>
        <source>The statistics file could not be read and was moved to %1; the statistics start afresh.</source>
        <translation>Nie udało się odczytać pliku statystyk; przeniesiono go do %1, a statystyki zaczynają się od nowa.</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>Stół w sieci lokalnej</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Nie ma jeszcze ukończonych gier.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Gracz:</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wskaźnik</translation>
    </message>
    <message>
        <source>Opponents or rules</source>
        <translation>Przeciwnicy lub zasady</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Points per deal in the last games</source>
        <translation>Punkty na rozdanie w ostatnich grach</translation>
    </message>
    <message>
        <source>Won and lost per computer level</source>
        <translation>Wygrane i przegrane według poziomu komputera</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Wyzeruj statystyki…</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Wszyscy gracze</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Poziom komputera</translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 z %2 (%3%)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message>
        <source>Finished games only: the deals of a game in progress count once it ends.</source>
        <translation>Tylko zakończone gry: rozdania trwającej gry liczą się dopiero po jej zakończeniu.</translation>
    </message>
    <message>
        <source>Game points per hand in the last games</source>
        <translation>Punkty partii na rozdanie w ostatnich grach</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Wygrane gry</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Rozegrane rozdania</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Wygrane rozdania</translation>
    </message>
    <message>
        <source>Game points won</source>
        <translation>Zdobyte punkty partii</translation>
    </message>
    <message>
        <source>Average game points per hand</source>
        <translation>Średnio punktów partii na rozdanie</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Rozegrane rozdania</translation>
    </message>
    <message>
        <source>Average points per deal</source>
        <translation>Średnio punktów na rozdanie</translation>
    </message>
    <message>
        <source>Contracts made as declarer</source>
        <translation>Ugrane kontrakty (jako rozgrywający)</translation>
    </message>
    <message>
        <source>Highest contract made</source>
        <translation>Najwyższy ugrany kontrakt</translation>
    </message>
    <message>
        <source>Got on the barrel</source>
        <translation>Wejścia na beczkę</translation>
    </message>
    <message>
        <source>Won from the barrel</source>
        <translation>Wygrane z beczki</translation>
    </message>
    <message>
        <source>Fell off the barrel</source>
        <translation>Upadki z beczki</translation>
    </message>
    <message>
        <source>Zeros (bolts)</source>
        <translation>Zera</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>Forget every counted game? This cannot be undone.</source>
        <translation>Usunąć wszystkie policzone gry? Tego nie da się cofnąć.</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Nie udało się odczytać pliku: %1</translation>
    </message>
    <message>
        <source>The file is not a game record: it is damaged or cut short, or it is another kind of file.</source>
        <translation>Plik nie jest zapisem gry: jest uszkodzony lub ucięty albo to plik innego rodzaju.</translation>
    </message>
    <message>
        <source>Deal %1, move %2: the move cannot be played by the rules.</source>
        <translation>Rozdanie %1, ruch %2: według zasad tego ruchu nie można wykonać.</translation>
    </message>
    <message>
        <source>Deal %1 cannot be read.</source>
        <translation>Nie można odczytać rozdania %1.</translation>
    </message>
    <message>
        <source>The file is a game record this app cannot read.</source>
        <translation>To zapis gry, którego ta aplikacja nie potrafi odczytać.</translation>
    </message>
    <message>
        <source>For a bug report, in the engine&apos;s words: %1</source>
        <translation>Do zgłoszenia błędu, słowami silnika gry: %1</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Strzałki ←, →</translation>
    </message>
    <message>
        <source>Choose a card in your hand</source>
        <translation>Wybrać kartę z ręki</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, spacja</translation>
    </message>
    <message>
        <source>Play the chosen card (while giving: pick it); go on when the table waits</source>
        <translation>Zagrać wybraną kartę (przy oddawaniu: zaznaczyć ją); iść dalej, gdy stół czeka</translation>
    </message>
    <message>
        <source>Click on the table</source>
        <translation>Kliknięcie w stół</translation>
    </message>
    <message>
        <source>Go on when the table waits (a talon, a trick, a deal&apos;s result)</source>
        <translation>Iść dalej, gdy stół czeka (musik, lewa, wynik rozdania)</translation>
    </message>
    <message>
        <source>A higher or lower bid or contract</source>
        <translation>Wyższa lub niższa stawka albo kontrakt</translation>
    </message>
    <message>
        <source>Review: a step back or on</source>
        <translation>Przegląd: krok wstecz lub dalej</translation>
    </message>
    <message>
        <source>Review: to the next trick</source>
        <translation>Przegląd: do następnej lewy</translation>
    </message>
    <message>
        <source>Review: to the deal before or after</source>
        <translation>Przegląd: do poprzedniego lub następnego rozdania</translation>
    </message>
    <message>
        <source>Review: to the start or the end of the game</source>
        <translation>Przegląd: na początek lub koniec partii</translation>
    </message>
    <message>
        <source>Review: to the next or the previous mistake found</source>
        <translation>Przegląd: do następnego lub poprzedniego znalezionego błędu</translation>
    </message>
    <message>
        <source>Review: close it</source>
        <translation>Przegląd: zakończ</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Co robią</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Przegląd:</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Wstecz</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Dalej ▶</translation>
    </message>
    <message>
        <source>Next trick ▶▶</source>
        <translation>Następna lewa ▶▶</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Zakończ przegląd</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Rozdanie %1 z %2</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>ruch %1 z %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Przejrzyj tę grę</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Tysiąc licytowy, 1000 for two as Polish players play it, as pagat.com&apos;s rules of Thousand describe it. Two players; the first to reach 1000 points wins.</source>
        <translation>Tysiąc licytowy, tysiąc we dwóch, w który grają Polacy, według zasad Tysiąca z pagat.com. Dwóch graczy; wygrywa pierwszy, kto zdobędzie 1000 punktów.</translation>
    </message>
    <message>
        <source>The deal and the auction</source>
        <translation>Rozdanie i licytacja</translation>
    </message>
    <message>
        <source>Each player gets ten cards; the other four lie face down as two talons of two. The deal alternates.</source>
        <translation>Każdy dostaje dziesięć kart; pozostałe cztery leżą zakryte jako dwa musiki po dwie karty. Rozdaje się na zmianę.</translation>
    </message>
    <message>
        <source>The non-dealer opens with at least 100; bids rise in tens and one pass ends the auction. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Nierozdający otwiera licytację co najmniej od 100; podbija się o 10, jeden pas kończy licytację. Powyżej 120 można licytować tylko z meldunkiem na ręce.</translation>
    </message>
    <message>
        <source>The high bidder chooses a talon, shows it and takes it; the other stays face down and is never seen. He lays two cards away face down, may raise his bid, and leads.</source>
        <translation>Wygrywający licytację wybiera musik, odkrywa go i bierze; drugi zostaje zakryty i nikt go nie ogląda. Odkłada dwie karty zakryte, może podnieść kontrakt i wychodzi.</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen, from the first trick on: hearts 100, diamonds 80, clubs 60, spades 40. It scores at once and its suit becomes trumps.</source>
        <translation>Meldunek zgłasza się, wychodząc jego królem lub damą, już od pierwszej lewy: kier 100, karo 80, trefl 60, pik 40. Liczy się od razu, a jego kolor staje się atu.</translation>
    </message>
    <message>
        <source>Scoring and the end</source>
        <translation>Liczenie punktów i koniec gry</translation>
    </message>
    <message>
        <source>The bidder scores his bid if he reaches it and loses it if not; his opponent scores his points rounded to tens. The unused talon and the cards laid away count for nobody — except that a bidder who plays 120, takes all ten tricks and announces no marriage scores 120.</source>
        <translation>Rozgrywający zapisuje kontrakt, jeśli go ugrał, a jeśli nie — traci go; przeciwnik zapisuje swoje punkty zaokrąglone do dziesiątek. Niewykorzystany musik i odłożone karty nie liczą się nikomu — chyba że rozgrywający gra 120, bierze wszystkie dziesięć lew i nie melduje: wtedy zapisuje 120.</translation>
    </message>
    <message>
        <source>No barrel: from 900 a player stands on the lock and scores only as bidder. Zeros cost nothing and there is no bomba unless the table agrees it.</source>
        <translation>Bez beczki: od 900 gracz stoi na kresce i zapisuje punkty tylko jako rozgrywający. Zero nic nie kosztuje, a bomby nie ma, chyba że stół się na nią umówi.</translation>
    </message>
    <message>
        <source>Russian 1000 for two, as pagat.com&apos;s rules of Thousand give it. Two players; the first to reach 1000 points wins.</source>
        <translation>Rosyjski tysiąc we dwóch, według zasad Tysiąca z pagat.com. Dwóch graczy; wygrywa pierwszy, kto zdobędzie 1000 punktów.</translation>
    </message>
    <message>
        <source>Each player gets nine cards; the other six lie face down as two kitties of three. The deal alternates.</source>
        <translation>Każdy dostaje dziewięć kart; pozostałe sześć leży zakryte jako dwa musiki po trzy karty. Rozdaje się na zmianę.</translation>
    </message>
    <message>
        <source>The non-dealer speaks first; bids start at 85 and rise in fives, and one pass ends the auction. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Pierwszy licytuje nierozdający; licytacja zaczyna się od 85 i rośnie o 5, jeden pas ją kończy. Powyżej 120 można licytować tylko z meldunkiem na ręce.</translation>
    </message>
    <message>
        <source>The high bidder chooses a kitty, shows it and takes it; the other stays face down and is never seen. He lays one card away and gives one to his opponent, both face down, may raise his bid, and leads.</source>
        <translation>Wygrywający licytację wybiera musik, odkrywa go i bierze; drugi zostaje zakryty i nikt go nie ogląda. Odkłada jedną kartę i daje jedną przeciwnikowi, obie zakryte, może podnieść kontrakt i wychodzi.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen, from the second trick on: hearts 100, diamonds 80, clubs 60, spades 40. It scores at once and its suit becomes trumps.</source>
        <translation>Meldunek zgłasza się, wychodząc jego królem lub damą, od drugiej lewy: kier 100, karo 80, trefl 60, pik 40. Liczy się od razu, a jego kolor staje się atu.</translation>
    </message>
    <message>
        <source>The bidder scores his bid if he reaches it and loses it if not; his opponent scores his points rounded to 5. The unused kitty and the card laid away count for nobody.</source>
        <translation>Rozgrywający zapisuje kontrakt, jeśli go ugrał, a jeśli nie — traci go; przeciwnik zapisuje swoje punkty zaokrąglone do 5. Niewykorzystany musik i odłożona karta nie liczą się nikomu.</translation>
    </message>
    <message>
        <source>There is no barrel, no penalty for zeros and no rospis.</source>
        <translation>Nie ma beczki, kary za zera ani bomby.</translation>
    </message>
    <message>
        <source>Tysiąc dobierany, as pagat.com&apos;s rules of Thousand describe it: 1000 for two with no bidding, drawing from a stock.</source>
        <translation>Tysiąc dobierany, według zasad Tysiąca z pagat.com: tysiąc we dwóch bez licytacji, z dobieraniem kart ze stosu.</translation>
    </message>
    <message>
        <source>The deal and the stock</source>
        <translation>Rozdanie i stos</translation>
    </message>
    <message>
        <source>Each player gets six cards; the other twelve lie face down as the stock. The deal alternates. There is no bidding.</source>
        <translation>Każdy dostaje sześć kart; pozostałe dwanaście leży zakryte jako stos. Rozdaje się na zmianę. Nie ma licytacji.</translation>
    </message>
    <message>
        <source>After each trick its winner draws from the stock first, then the other. While the stock lasts any card may be played; once it is empty you must follow suit, else trump. You need not win the trick.</source>
        <translation>Po każdej lewie jej zdobywca pierwszy dobiera kartę ze stosu, potem drugi gracz. Dopóki w stosie są karty, można zagrać dowolną kartę; gdy się skończą, trzeba dołożyć do koloru, a bez koloru przebić atu. Nie trzeba brać lewy.</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <source>There are no trumps until a marriage. A player on lead who has won a trick announces a marriage by leading its king or queen: hearts 100, diamonds 80, clubs 60, spades 40. The first makes trumps; a later one in another suit changes them.</source>
        <translation>Dopóki nie ma meldunku, nie ma atu. Gracz na wyjściu, który wziął już lewę, melduje, wychodząc królem lub damą pary: kier 100, karo 80, trefl 60, pik 40. Pierwszy meldunek wyznacza atu, kolejny w innym kolorze je zmienia.</translation>
    </message>
    <message>
        <source>After the twelve tricks each player scores the card points he took and his marriages, unrounded. The first at 1000 or more after a hand wins; if both are, the higher total.</source>
        <translation>Po dwunastu lewach każdy zapisuje punkty wziętych kart i swoich meldunków, bez zaokrąglania. Wygrywa pierwszy, kto po rozdaniu ma 1000 lub więcej; jeśli obaj — ten, kto ma więcej.</translation>
    </message>
    <message>
        <source>1001 (Tausendeins), the German game, as pagat.com&apos;s rules of Thousand describe it. Three players; the first whose total becomes more than 1000 wins — 1000 exactly is not enough.</source>
        <translation>1001 (Tausendeins), gra niemiecka, według zasad Tysiąca z pagat.com. Trzech graczy; wygrywa pierwszy, kto ma więcej niż 1000 — równo 1000 nie wystarcza.</translation>
    </message>
    <message>
        <source>A 20-card pack without nines; card points as in 1000: ace 11, ten 10, king 4, queen 3, jack 2.</source>
        <translation>Talia 20 kart bez dziewiątek; wartości kart jak w tysiącu: as 11, dziesiątka 10, król 4, dama 3, walet 2.</translation>
    </message>
    <message>
        <source>Each player gets six cards; two go face down to the talon.</source>
        <translation>Każdy dostaje sześć kart; dwie idą zakryte do musiku.</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open with at least 40; bids rise in tens and a pass is final. The high bidder takes the talon unseen by the others, lays two cards away face down — their points count for him — and leads.</source>
        <translation>Gracz po lewej rozdającego musi otworzyć licytację co najmniej od 40; podbija się o 10, pas jest ostateczny. Wygrywający licytację bierze musik, nie pokazując go, odkłada dwie karty zakryte — ich punkty liczą się na jego konto — i wychodzi.</translation>
    </message>
    <message>
        <source>You must follow suit; unable, you may play any card. You need not trump.</source>
        <translation>Trzeba dołożyć do koloru; bez koloru można zagrać dowolną kartę. Nie trzeba przebijać atu.</translation>
    </message>
    <message>
        <source>The leader may announce a marriage at any trick by leading its king or queen: clubs 100, spades 80, hearts 60, diamonds 40. Its suit becomes trumps; a later marriage changes them.</source>
        <translation>Wychodzący może zameldować w każdej lewie, wychodząc królem lub damą pary: trefl 100, pik 80, kier 60, karo 40. Jej kolor staje się atu; kolejny meldunek je zmienia.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Liczenie punktów</translation>
    </message>
    <message>
        <source>Each player&apos;s points are his tricks&apos; card points and his marriages, rounded to the nearest ten. The bidder who reaches his bid scores all his points; if not, he loses his bid. The others score what they took.</source>
        <translation>Punkty gracza to punkty kart z jego lew i jego meldunki, zaokrąglone do najbliższej dziesiątki. Rozgrywający, który ugrał kontrakt, zapisuje wszystkie swoje punkty, a jeśli nie — traci kontrakt. Pozostali zapisują to, co wzięli.</translation>
    </message>
    <message>
        <source>Russeln, the Austrian game from Melk, as pagat.com&apos;s rules of Thousand describe it. Three players; the first to reach the agreed target (1000) wins.</source>
        <translation>Russeln, gra austriacka z Melku, według zasad Tysiąca z pagat.com. Trzech graczy; wygrywa pierwszy, kto osiągnie umówiony próg (1000).</translation>
    </message>
    <message>
        <source>Each player gets eight cards; there is no talon.</source>
        <translation>Każdy dostaje osiem kart; nie ma musiku.</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open; bids rise in tens with no minimum and a pass is final. The high bidder leads.</source>
        <translation>Gracz po lewej rozdającego musi otworzyć licytację; podbija się o 10 bez minimum, pas jest ostateczny. Wygrywający licytację wychodzi.</translation>
    </message>
    <message>
        <source>You must follow suit and beat the highest card of the trick if you can; unable to follow, you must trump, over a trump already played if you can; with no trump, play anything.</source>
        <translation>Trzeba dołożyć do koloru i, jeśli się da, przebić najwyższą kartę lewy; bez koloru trzeba dać atu, przebijając atu już zagrane, jeśli się da; bez atu — dowolną kartę.</translation>
    </message>
    <message>
        <source>Before leading, a player may declare a marriage by leading its king or queen: hearts 100, diamonds 80, spades 60, clubs 40. Its suit becomes trumps; a later marriage changes them.</source>
        <translation>Przed wyjściem gracz może zameldować, wychodząc królem lub damą pary: kier 100, karo 80, pik 60, trefl 40. Jej kolor staje się atu; kolejny meldunek je zmienia.</translation>
    </message>
    <message>
        <source>Sixty-Six, the two-player ancestor of 1000, as the usual rules of Schnapsen&apos;s family give it. A hand is won by reaching 66 card points; the first to seven game points wins the game.</source>
        <translation>Sześćdziesiąt sześć, gra we dwóch, przodek tysiąca, według zwykłych zasad gier z rodziny sznapsa. Rozdanie wygrywa ten, kto zbierze 66 punktów; grę wygrywa pierwszy, kto zdobędzie siedem punktów partii.</translation>
    </message>
    <message>
        <source>Each player gets six cards; the next card is turned up for trumps and lies under the stock, the last card to be drawn. The deal alternates.</source>
        <translation>Każdy dostaje sześć kart; następna karta jest odkrywana jako atu i leży pod stosem, dobierana na końcu. Rozdaje się na zmianę.</translation>
    </message>
    <message>
        <source>After each trick its winner draws first, then the other. While the stock lasts any card may be played; once it is empty or closed you must follow suit, else trump.</source>
        <translation>Po każdej lewie jej zdobywca pierwszy dobiera kartę, potem drugi gracz. Dopóki w stosie są karty, można zagrać dowolną kartę; gdy się skończą albo stos zostanie zamknięty, trzeba dołożyć do koloru, a bez koloru przebić atu.</translation>
    </message>
    <message>
        <source>The player on lead may close the stock, the winner of a trick even before drawing, and, once he has won a trick, exchange the trump nine for the turned card.</source>
        <translation>Gracz na wyjściu może zamknąć stos (ten, kto wziął lewę, nawet przed dobraniem), a gdy wziął już lewę — wymienić dziewiątkę atu na odkrytą kartę.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen: 20, or 40 in trumps. It counts once its player has won a trick.</source>
        <translation>Meldunek zgłasza się, wychodząc królem lub damą pary: 20, w atu 40. Liczy się, gdy gracz ma już lewę.</translation>
    </message>
    <message>
        <source>A player who has 66 announces it on lead and wins the hand: 1 game point, 2 if the opponent has under 33, 3 if he has no trick. A wrong claim or a failed closing gives the opponent 2, or 3 if he had no trick.</source>
        <translation>Gracz, który ma 66, ogłasza to na wyjściu i wygrywa rozdanie: 1 punkt partii, 2 gdy przeciwnik ma mniej niż 33, 3 gdy nie ma żadnej lewy. Za fałszywe ogłoszenie lub nieudane zamknięcie przeciwnik dostaje 2, albo 3, jeśli nie miał lewy.</translation>
    </message>
    <message>
        <source>The last trick scores 10 (not when the stock was closed). A hand nobody wins carries one game point to the next hand&apos;s winner.</source>
        <translation>Ostatnia lewa daje 10 (gdy stos nie był zamknięty). Rozdanie, którego nikt nie wygrał, przenosi jeden punkt partii na zwycięzcę następnego.</translation>
    </message>
    <message>
        <source>Other games of the family:</source>
        <translation>Inne gry z rodziny:</translation>
    </message>
    <message>
        <source>%1 120: rospis, the declarer gave up a contract of 120.</source>
        <translation>%1 120: bomba, rozgrywający rzucił bombę przy kontrakcie 120.</translation>
    </message>
    <message>
        <source>Ringed: made; struck out: failed.</source>
        <translation>W kółku: ugrany; przekreślony: nieugrany.</translation>
    </message>
    <message>
        <source>a bolt: a deal with no points</source>
        <translation>zero: rozdanie bez punktów</translation>
    </message>
    <message>
        <source>a penalty</source>
        <translation>kara</translation>
    </message>
    <message>
        <source>dump truck: the score went back to 0</source>
        <translation>wywrotka: wynik wrócił do 0</translation>
    </message>
    <message>
        <source>nobody won the hand: its game point goes to the next hand&apos;s winner</source>
        <translation>nikt nie wygrał rozdania: jego punkt partii dostanie zwycięzca następnego</translation>
    </message>
    <message>
        <source>more marks than the column shows: point at the cell</source>
        <translation>więcej znaczków, niż mieści kolumna: wskaż komórkę</translation>
    </message>
    <message>
        <source>You took the trick: Draw (D), or Close before drawing (Z).</source>
        <translation>Lewa twoja: dobierz (D) albo zamknij przed dobraniem (Z).</translation>
    </message>
    <message>
        <source>You took the trick: drawing from the stock… (Z: close before drawing)</source>
        <translation>Twoja lewa: dobierasz ze stosu… (Z — zamknij przed dobraniem)</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Dźwięk:</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Włączony</translation>
    </message>
    <message>
        <source>No audio device found</source>
        <translation>Nie znaleziono urządzenia audio</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Analiza się nie powiodła: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled</source>
        <translation>Analiza przerwana</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizuj</translation>
    </message>
    <message>
        <source>The hard level evaluates every decision of the chosen seat from what that seat knew then</source>
        <translation>Poziom trudny ocenia każdą decyzję wybranego gracza według tego, co gracz wtedy wiedział</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Następny błąd</translation>
    </message>
    <message>
        <source>The next decision that cost more than the coach&apos;s threshold (%1; %2: the one before)</source>
        <translation>Następna decyzja, która kosztowała więcej niż próg trenera (%1; %2 — poprzednia)</translation>
    </message>
    <message>
        <source>Whose decisions to analyse</source>
        <translation>Czyje decyzje analizować</translation>
    </message>
</context>
<context>
    <name>Agreements</name>
    <message>
        <source>Restriction</source>
        <translation>Ograniczenia</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Kary</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Ponowne rozdania</translation>
    </message>
    <message>
        <source>Distribution (rospis)</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Złote rozdanie</translation>
    </message>
    <message>
        <source>Hidden round (blind)</source>
        <translation>Gra w ciemno</translation>
    </message>
    <message>
        <source>Trumps and marriages</source>
        <translation>Atuty i meldunki</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Beczka</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Gra w czwórkę</translation>
    </message>
    <message>
        <source>A popular online site&apos;s table: to 1001, 121 on the barrel, ace marriage, hidden talon on 100, dump truck at ±555, golden cone, game over at −1000.</source>
        <translation>Stół popularnego serwisu internetowego: do 1001, na beczce od 121, meldunek asów, musik przy 100 nieodkryty, wywrotka przy ±555, złote rozdanie w ciemno, koniec gry przy −1000.</translation>
    </message>
    <message>
        <source>Several players on the barrel</source>
        <translation>Kilku graczy na beczce</translation>
    </message>
    <message>
        <source>When a player mounts the barrel while others sit on it: all stay, the earlier one is thrown off (fined), or two may stay and a third throws both off.</source>
        <translation>Gdy gracz wchodzi na beczkę, na której ktoś już siedzi: zostają wszyscy, wcześniejszy spada (z karą) albo dwóch może zostać, a trzeci zrzuca obu.</translation>
    </message>
    <message>
        <source>stay</source>
        <translation>zostają</translation>
    </message>
    <message>
        <source>two may stay</source>
        <translation>dwóch zostaje</translation>
    </message>
    <message>
        <source>No simultaneous barrel</source>
        <translation>Bez wspólnej beczki</translation>
    </message>
    <message>
        <source>Players who reach the barrel in the same deal are all fined instead of mounting it.</source>
        <translation>Gracze, którzy doszli do beczki w tym samym rozdaniu, zamiast na nią wejść dostają karę.</translation>
    </message>
    <message>
        <source>Don&apos;t expose the talon on 100</source>
        <translation>Musik przy 100 zakryty</translation>
    </message>
    <message>
        <source>A declarer who won the auction at 100 takes the talon without showing it.</source>
        <translation>Rozgrywający, który wygrał licytację za 100, bierze musik bez pokazywania.</translation>
    </message>
    <message>
        <source>Passed cards</source>
        <translation>Oddawane karty</translation>
    </message>
    <message>
        <source>Whether the two cards the declarer gives away are seen by everyone or only by the player who gets each.</source>
        <translation>Czy dwie karty oddane przez rozgrywającego widzą wszyscy, czy tylko gracz, który je dostaje.</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>zakryte</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>odkryte</translation>
    </message>
    <message>
        <source>Round own points</source>
        <translation>Zaokrąglaj punkty rozgrywającego</translation>
    </message>
    <message>
        <source>The declarer&apos;s points are rounded like the defenders&apos; before they are compared with the contract.</source>
        <translation>Punkty rozgrywającego zaokrągla się jak punkty przeciwników, zanim porówna się je z kontraktem.</translation>
    </message>
    <message>
        <source>More than 1000 to win</source>
        <translation>Wygrana powyżej 1000</translation>
    </message>
    <message>
        <source>The game is won with more than 1000 points (1001), not with 1000.</source>
        <translation>Wygrywa się, mając ponad 1000 punktów (1001), a nie równo 1000.</translation>
    </message>
    <message>
        <source>No jumping</source>
        <translation>Bez przeskoków</translation>
    </message>
    <message>
        <source>Each bid must be exactly one step above the last.</source>
        <translation>Każda stawka musi być dokładnie o jeden krok wyższa od poprzedniej.</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Beczka przy</translation>
    </message>
    <message>
        <source>The score at which a player mounts the barrel (or is locked).</source>
        <translation>Wynik, przy którym gracz wchodzi na beczkę (albo staje na kresce).</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Krok licytacji</translation>
    </message>
    <message>
        <source>Bids and contracts go up in steps of this size.</source>
        <translation>Stawki i kontrakty rosną o tyle.</translation>
    </message>
    <message>
        <source>Bid above 120 without a marriage</source>
        <translation>Ponad 120 bez meldunku</translation>
    </message>
    <message>
        <source>A player may bid or raise above 120 without holding a king–queen pair.</source>
        <translation>Można licytować i podnosić ponad 120 bez pary król–dama na ręce.</translation>
    </message>
    <message>
        <source>Bid cap: 120 plus marriages held</source>
        <translation>Limit licytacji: 120 plus meldunki na ręce</translation>
    </message>
    <message>
        <source>No bid may exceed 120 plus the marriages in the bidder&apos;s hand.</source>
        <translation>Stawka nie może przekroczyć 120 plus meldunki na ręce licytującego.</translation>
    </message>
    <message>
        <source>Silence below</source>
        <translation>Bez licytacji poniżej</translation>
    </message>
    <message>
        <source>A player whose score is below this may not bid, except the compulsory opening bid (-10000: nobody is silenced).</source>
        <translation>Gracz z wynikiem poniżej tego nie licytuje, poza obowiązkowym otwarciem (-10000: nikt nie milczy).</translation>
    </message>
    <message>
        <source>Penalty amount</source>
        <translation>Wysokość kary</translation>
    </message>
    <message>
        <source>The fine for every third zero, every third rospis, falling off the barrel and the other penalties.</source>
        <translation>Kara za co trzecie zero, co trzecią bombę, spadnięcie z beczki i inne przewinienia.</translation>
    </message>
    <message>
        <source>Zero penalty</source>
        <translation>Kara za zera</translation>
    </message>
    <message>
        <source>Every third zero (bolt) costs the penalty.</source>
        <translation>Co trzecie zero kosztuje karę.</translation>
    </message>
    <message>
        <source>Three zeros in a row</source>
        <translation>Trzy zera z rzędu</translation>
    </message>
    <message>
        <source>Only three zeros in consecutive deals are fined; a deal without a zero starts the count again.</source>
        <translation>Karane są tylko trzy zera w kolejnych rozdaniach; rozdanie bez zera zaczyna liczenie od nowa.</translation>
    </message>
    <message>
        <source>Avoid own bolt</source>
        <translation>Rozgrywający bez zera</translation>
    </message>
    <message>
        <source>A declarer who takes no points gets no zero (bolt); only defenders do.</source>
        <translation>Rozgrywający, który nie wziął punktów, nie dostaje zera; zera dostają tylko przeciwnicy.</translation>
    </message>
    <message>
        <source>Dump truck at 555</source>
        <translation>Wywrotka przy 555</translation>
    </message>
    <message>
        <source>The dump truck: a score of exactly 555 after a deal becomes 0.</source>
        <translation>Wywrotka: wynik równo 555 po rozdaniu zmienia się w 0.</translation>
    </message>
    <message>
        <source>Dump truck at −555</source>
        <translation>Wywrotka przy −555</translation>
    </message>
    <message>
        <source>The reverse dump truck: a score of exactly −555 after a deal becomes 0.</source>
        <translation>Odwrotna wywrotka: wynik równo −555 po rozdaniu zmienia się w 0.</translation>
    </message>
    <message>
        <source>Game over at −1000</source>
        <translation>Koniec gry przy −1000</translation>
    </message>
    <message>
        <source>The game ends when a player falls to −1000 or below; the highest score then wins.</source>
        <translation>Gra kończy się, gdy ktoś spadnie do −1000 lub niżej; wygrywa wtedy najwyższy wynik.</translation>
    </message>
    <message>
        <source>Four nines</source>
        <translation>Cztery dziewiątki</translation>
    </message>
    <message>
        <source>When a player holding all four nines may demand a redeal: after the exchange, only with all four dealt to them, right after the deal, or never.</source>
        <translation>Kiedy gracz z czterema dziewiątkami może żądać ponownego rozdania: po musiku, tylko gdy wszystkie cztery dostał w rozdaniu, zaraz po rozdaniu albo nigdy.</translation>
    </message>
    <message>
        <source>after exchange</source>
        <translation>po musiku</translation>
    </message>
    <message>
        <source>original hand</source>
        <translation>tylko z rozdania</translation>
    </message>
    <message>
        <source>after deal</source>
        <translation>zaraz po rozdaniu</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wyłączone</translation>
    </message>
    <message>
        <source>Three nines</source>
        <translation>Trzy dziewiątki</translation>
    </message>
    <message>
        <source>Three nines are enough to demand a redeal, whenever four would be.</source>
        <translation>Trzy dziewiątki wystarczą do żądania ponownego rozdania, kiedy wystarczyłyby cztery.</translation>
    </message>
    <message>
        <source>Talon points below</source>
        <translation>Mało punktów w musiku</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon holds fewer card points than this (0: never).</source>
        <translation>Rozgrywający może żądać ponownego rozdania, gdy w musiku jest mniej punktów niż tyle (0: nigdy).</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>Two nines in the talon</source>
        <translation>Dwie dziewiątki w musiku</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon holds two or more nines.</source>
        <translation>Rozgrywający może żądać ponownego rozdania, gdy w musiku są dwie dziewiątki lub więcej.</translation>
    </message>
    <message>
        <source>Three jacks in the talon</source>
        <translation>Trzy walety w musiku</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon is three jacks.</source>
        <translation>Rozgrywający może żądać ponownego rozdania, gdy w musiku są trzy walety.</translation>
    </message>
    <message>
        <source>Talon redeals only at 100</source>
        <translation>Ponowne rozdanie z powodu musiku tylko przy 100</translation>
    </message>
    <message>
        <source>The declarer&apos;s talon-based redeal claims are allowed only when the auction ended at 100.</source>
        <translation>Rozgrywający może żądać ponownego rozdania z powodu musiku tylko wtedy, gdy licytacja skończyła się na 100.</translation>
    </message>
    <message>
        <source>Hand points below</source>
        <translation>Mało punktów na ręce</translation>
    </message>
    <message>
        <source>A player whose hand holds fewer card points than this may demand a redeal (0: never).</source>
        <translation>Gracz, który ma na ręce mniej punktów niż tyle, może żądać ponownego rozdania (0: nigdy).</translation>
    </message>
    <message>
        <source>Hand points judged</source>
        <translation>Punkty na ręce liczone</translation>
    </message>
    <message>
        <source>Whether the hand-points redeal is judged on the 8 cards after the exchange or on the 7 dealt cards.</source>
        <translation>Czy o ponownym rozdaniu za punkty decyduje 8 kart po musiku, czy 7 kart z rozdania.</translation>
    </message>
    <message>
        <source>Hand redeal only at 100</source>
        <translation>Ponowne rozdanie z powodu ręki tylko przy 100</translation>
    </message>
    <message>
        <source>Only a player who bid no more than 100 may demand the hand-points redeal.</source>
        <translation>Żądać ponownego rozdania z powodu punktów na ręce może tylko gracz, który licytował najwyżej 100.</translation>
    </message>
    <message>
        <source>Four jacks</source>
        <translation>Cztery walety</translation>
    </message>
    <message>
        <source>A player holding all four jacks may demand a redeal (whenever four nines could be claimed).</source>
        <translation>Gracz z czterema waletami może żądać ponownego rozdania (wtedy, gdy można by z czterema dziewiątkami).</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Cztery asy</translation>
    </message>
    <message>
        <source>Four aces in one hand: play on; a mandatory redeal when dealt; also when the declarer makes them with the talon; or then he must give away at least one ace.</source>
        <translation>Cztery asy w jednej ręce: gra się dalej; obowiązkowe ponowne rozdanie, gdy przyszły w rozdaniu; także gdy rozgrywający skompletował je z musiku; albo wtedy musi oddać co najmniej jednego asa.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>gra się</translation>
    </message>
    <message>
        <source>redeal dealt</source>
        <translation>ponowne przy rozdaniu</translation>
    </message>
    <message>
        <source>redeal any</source>
        <translation>ponowne zawsze</translation>
    </message>
    <message>
        <source>give ace</source>
        <translation>oddać asa</translation>
    </message>
    <message>
        <source>Bottom-card jack</source>
        <translation>Walet na spodzie</translation>
    </message>
    <message>
        <source>The pack&apos;s bottom card (the dealer&apos;s last card) a jack: the dealer deals again; the third time in a row he is fined and the deal passes on.</source>
        <translation>Spodnia karta talii (ostatnia karta rozdającego) to walet: rozdający rozdaje od nowa; za trzecim razem z rzędu dostaje karę, a rozdanie przechodzi dalej.</translation>
    </message>
    <message>
        <source>Three redeals in a row</source>
        <translation>Trzy ponowne rozdania z rzędu</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>penalty pass</source>
        <translation>kara, rozdaje następny</translation>
    </message>
    <message>
        <source>penalty play</source>
        <translation>kara i gra</translation>
    </message>
    <message>
        <source>Rospis allowed</source>
        <translation>Bomba dozwolona</translation>
    </message>
    <message>
        <source>The declarer may concede a deal after seeing the talon (rospis, bomba).</source>
        <translation>Rozgrywający może zrezygnować z gry po obejrzeniu musiku (bomba).</translation>
    </message>
    <message>
        <source>Rospis: defenders score</source>
        <translation>Bomba: przeciwnicy dostają</translation>
    </message>
    <message>
        <source>What each defender scores from a rospis: 60, or half the contract rounded up to 5 or to 10.</source>
        <translation>Ile każdy przeciwnik dostaje za bombę: 60 albo połowę kontraktu zaokrągloną w górę do 5 lub do 10.</translation>
    </message>
    <message>
        <source>sixty</source>
        <translation>60</translation>
    </message>
    <message>
        <source>Rospis: the declarer pays</source>
        <translation>Bomba: rozgrywający płaci</translation>
    </message>
    <message>
        <source>What a rospis costs the declarer: the penalty every third time, nothing, the contract each time, the contract every third time, or a zero (bolt).</source>
        <translation>Ile bomba kosztuje rozgrywającego: karę za co trzecią, nic, kontrakt za każdym razem, kontrakt za co trzecią albo zero.</translation>
    </message>
    <message>
        <source>every third</source>
        <translation>kara za co trzecią</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>kontrakt</translation>
    </message>
    <message>
        <source>bid every third</source>
        <translation>kontrakt za co trzecią</translation>
    </message>
    <message>
        <source>bolt</source>
        <translation>zero</translation>
    </message>
    <message>
        <source>Rospis limit per game</source>
        <translation>Limit bomb na grę</translation>
    </message>
    <message>
        <source>How many times each player may rospis in a game (0: no limit).</source>
        <translation>Ile razy w grze każdy gracz może rzucić bombę (0: bez limitu).</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>1000</source>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <source>The trick-taking game of Eastern Europe: bid for the talon, declare marriages, race to 1000.</source>
        <translation>Lewówka Europy Wschodniej: licytuj musik, meldunkami zdobywaj punkty, pierwszy do 1000 wygrywa.</translation>
    </message>
    <message>
        <source>Auction 1000 for two</source>
        <translation>Tysiąc licytowy</translation>
    </message>
    <message>
        <source>Tysiąc licytowy: 1000 for two, ten cards each and two talons; the high bidder takes one of them.</source>
        <translation>Tysiąc licytowy: tysiąc we dwóch, po dziesięć kart i dwa musiki; wygrywający licytację bierze jeden z nich.</translation>
    </message>
    <message>
        <source>Russian 1000 for two</source>
        <translation>Rosyjski tysiąc we dwóch</translation>
    </message>
    <message>
        <source>Nine cards each and two kitties of three; bidding from 85 in fives; no barrel, zeros or rospis.</source>
        <translation>Po dziewięć kart i dwa musiki po trzy; licytacja od 85 co pięć; bez beczki, zer i bomby.</translation>
    </message>
    <message>
        <source>Draw 1000</source>
        <translation>Tysiąc dobierany</translation>
    </message>
    <message>
        <source>Tysiąc dobierany: no bidding; draw from the stock after each trick; marriages make and change trumps.</source>
        <translation>Tysiąc dobierany: bez licytacji; po każdej lewie dobiera się ze stosu; meldunki ustalają i zmieniają atu.</translation>
    </message>
    <message>
        <source>1001</source>
        <translation>1001</translation>
    </message>
    <message>
        <source>Tausendeins, the German game: 20 cards without nines, bids in tens from 40, more than 1000 wins.</source>
        <translation>Tausendeins, gra niemiecka: 20 kart bez dziewiątek, licytacja co dziesięć od 40, wygrywa ten, kto przekroczy 1000.</translation>
    </message>
    <message>
        <source>Russeln</source>
        <translation>Russeln</translation>
    </message>
    <message>
        <source>The Austrian game from Melk: eight cards each and no talon; bids in tens with no minimum.</source>
        <translation>Gra austriacka z Melku: po osiem kart, bez musiku; licytacja co dziesięć bez minimum.</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Sześćdziesiąt sześć</translation>
    </message>
    <message>
        <source>Schnapsen&apos;s family, the ancestor of 1000: draw from the stock, close it, first to seven game points.</source>
        <translation>Z rodziny sznapsa, przodek tysiąca: dobieranie ze stosu, można go zamknąć; wygrywa pierwszy do siedmiu punktów partii.</translation>
    </message>
    <message>
        <source>This game&apos;s own rules</source>
        <translation>Zasady tej gry</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Rosyjskie</translation>
    </message>
    <message>
        <source>The game as most tables in Russia, Belarus and Ukraine play it: pagat.com&apos;s reference rules.</source>
        <translation>Gra, jak toczy się przy większości stołów w Rosji, na Białorusi i Ukrainie: zasady podstawowe z serwisu pagat.com.</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Polskie</translation>
    </message>
    <message>
        <source>Polish Tysiąc as pagat.com&apos;s rules give it: bids and rounding in tens, marriages on any lead, the lock at 900, two bombs a game, no zero penalty.</source>
        <translation>Polski Tysiąc według zasad z serwisu pagat.com: licytacja i zaokrąglanie co 10, meldunek przy każdym wyjściu, kreska przy 900, dwie bomby na grę, bez kary za zera.</translation>
    </message>
    <message>
        <source>Lviv</source>
        <translation>Lwowskie</translation>
    </message>
    <message>
        <source>The Lviv barrel as pagat.com&apos;s rules give it: 900, no time limit, several players at once, no marriage points on it, defenders may win, exact points.</source>
        <translation>Lwowska beczka według zasad z serwisu pagat.com: przy 900, bez limitu rozdań, kilku graczy naraz, bez punktów za meldunki na beczce, można wygrać jako przeciwnik, dokładne punkty.</translation>
    </message>
    <message>
        <source>Mobile app</source>
        <translation>Jak w aplikacji mobilnej</translation>
    </message>
    <message>
        <source>The 3-player game as a popular mobile app plays it: half-bid distribution, the barrel must be mounted to win, failing on the barrel costs nothing, bolts for the declarer too.</source>
        <translation>Gra we trzech jak w popularnej aplikacji mobilnej: przeciwnicy dzielą połowę kontraktu, żeby wygrać, trzeba wejść na beczkę, spadnięcie z beczki nic nie kosztuje, zera także dla rozgrywającego.</translation>
    </message>
    <message>
        <source>Online site (to 1001)</source>
        <translation>Serwis internetowy (do 1001)</translation>
    </message>
    <message>
        <source>Tysiąc licytowy as pagat.com&apos;s rules give it.</source>
        <translation>Tysiąc licytowy według zasad pagat.com.</translation>
    </message>
    <message>
        <source>The Russian two-player game as pagat.com&apos;s rules give it.</source>
        <translation>Rosyjska gra we dwóch według zasad pagat.com.</translation>
    </message>
    <message>
        <source>Tysiąc dobierany as pagat.com&apos;s rules give it.</source>
        <translation>Tysiąc dobierany według zasad pagat.com.</translation>
    </message>
    <message>
        <source>Tausendeins as pagat.com&apos;s rules give it.</source>
        <translation>Tausendeins według zasad pagat.com.</translation>
    </message>
    <message>
        <source>Russeln as pagat.com&apos;s rules give it.</source>
        <translation>Russeln według zasad pagat.com.</translation>
    </message>
    <message>
        <source>Sixty-Six as the usual rules of Schnapsen&apos;s family give it.</source>
        <translation>Sześćdziesiąt sześć według zwykłych zasad rodziny sznapsa.</translation>
    </message>
    <message>
        <source>Santase</source>
        <translation>Santase</translation>
    </message>
    <message>
        <source>Bulgarian Santase: a failed closing costs 3, only a card on the first trick, no closing with two cards left, 65 to 65 a draw, beat the lead after the stock, game to 11.</source>
        <translation>Bułgarskie santase: nieudane zamknięcie kosztuje 3, w pierwszej lewie tylko zagranie karty, bez zamykania stosu przy dwóch kartach, 65 do 65 to remis, przebijanie po wyczerpaniu stosu, gra do 11.</translation>
    </message>
    <message>
        <source>Schnapsen</source>
        <translation>Sznaps</translation>
    </message>
    <message>
        <source>Austrian Schnapsen: 20 cards without nines, five in hand, the trump jack exchanged, beat the lead after the stock, the last trick wins the hand, the closer scored as things stood when he closed.</source>
        <translation>Austriacki sznaps: 20 kart bez dziewiątek, po pięć na ręce, wymiana waleta atu, przebijanie po wyczerpaniu stosu, ostatnia lewa wygrywa rozdanie, zamykającemu liczy się stan z chwili zamknięcia.</translation>
    </message>
    <message>
        <source>the earlier one falls off</source>
        <translation>pierwszy spada</translation>
    </message>
    <message>
        <source>Defenders score exact points</source>
        <translation>Przeciwnicy liczą punkty dokładnie</translation>
    </message>
    <message>
        <source>The defenders score the exact points they took, not rounded to 5.</source>
        <translation>Przeciwnicy zapisują dokładnie tyle punktów, ile wzięli, bez zaokrąglania do 5.</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Najwyższa stawka</translation>
    </message>
    <message>
        <source>No bid or contract may be higher than this (0: no limit but the marriages).</source>
        <translation>Ani stawka, ani kontrakt nie mogą być wyższe (0: limit tylko z meldunków).</translation>
    </message>
    <message>
        <source>What is a zero</source>
        <translation>Co jest zerem</translation>
    </message>
    <message>
        <source>A zero (bolt) is a deal with no points taken (three nines is a zero), with no trick taken, or with points that round to nothing (a jack and two nines).</source>
        <translation>Zero to rozdanie bez punktów (trzy dziewiątki to też zero), bez żadnej lewy albo z punktami, które zaokrąglają się do zera (walet i dwie dziewiątki).</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>bez punktów</translation>
    </message>
    <message>
        <source>no tricks</source>
        <translation>bez lewy</translation>
    </message>
    <message>
        <source>rounds to zero</source>
        <translation>zaokrąglone do zera</translation>
    </message>
    <message>
        <source>Three nines on the hundred</source>
        <translation>Trzy dziewiątki na setce</translation>
    </message>
    <message>
        <source>The player sitting on the hundred (left of the dealer) may demand a redeal with three nines, the others need four.</source>
        <translation>Gracz na setce (po lewej od rozdającego) może żądać ponownego rozdania z trzema dziewiątkami, pozostali potrzebują czterech.</translation>
    </message>
    <message>
        <source>Bottom-card nine</source>
        <translation>Dziewiątka na spodzie</translation>
    </message>
    <message>
        <source>The pack&apos;s bottom card (the dealer&apos;s last card) a nine: the pack is cut again; the third nine in a row fines the player who cut (right of the dealer).</source>
        <translation>Dolna karta talii (ostatnia karta rozdającego) to dziewiątka: talię przekłada się ponownie; trzecia dziewiątka z rzędu to kara dla przekładającego (po prawej od rozdającego).</translation>
    </message>
    <message>
        <source>Three redeal claims in a row by one dealer: no rule, the dealer is fined and the deal passes on (a variation in pagat.com&apos;s rules), or the dealer is fined and the third is played as dealt (as on a popular online site).</source>
        <translation>Trzy żądania ponownego rozdania z rzędu u jednego rozdającego: bez reguły, rozdający dostaje karę i rozdanie przechodzi dalej (odmiana z zasad w serwisie pagat.com) albo rozdający dostaje karę, a trzecie rozdanie gra się tak, jak wyszło (jak w popularnym serwisie internetowym).</translation>
    </message>
    <message>
        <source>half, rounded up to 5</source>
        <translation>połowa zaokrąglona w górę do 5</translation>
    </message>
    <message>
        <source>half, rounded up to 10</source>
        <translation>połowa zaokrąglona w górę do 10</translation>
    </message>
    <message>
        <source>Rospis and the barrel</source>
        <translation>Bomba a beczka</translation>
    </message>
    <message>
        <source>Rospis and the barrel: not while you are on it, not while anyone is on it, or always allowed.</source>
        <translation>Bomba a beczka: nie wtedy, gdy sam gracz jest na beczce, nie wtedy, gdy ktokolwiek na niej jest, albo zawsze wolno.</translation>
    </message>
    <message>
        <source>not own</source>
        <translation>nie z własnej beczki</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>gdy nikt nie jest na beczce</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>wolno</translation>
    </message>
    <message>
        <source>Rospis in a golden deal</source>
        <translation>Bomba w złotym rozdaniu</translation>
    </message>
    <message>
        <source>A rospis is allowed in a golden deal.</source>
        <translation>W złotym rozdaniu wolno rzucić bombę.</translation>
    </message>
    <message>
        <source>One rospis and one spisat&apos;</source>
        <translation>Jedna bomba i jedna rezygnacja (spisat&apos;)</translation>
    </message>
    <message>
        <source>Each player has one free rospis and one spisat&apos; (lose the contract, defenders score nothing) per game.</source>
        <translation>Każdy gracz ma na grę jedną darmową bombę i jedną rezygnację (spisat&apos;: traci się kontrakt, przeciwnicy nic nie dostają).</translation>
    </message>
    <message>
        <source>Give up at 100</source>
        <translation>Poddanie przy 100</translation>
    </message>
    <message>
        <source>A declarer at 100 after two passes takes the talon unseen and may give up: −100 to him, 50 to each defender.</source>
        <translation>Rozgrywający przy 100 po dwóch pasach bierze musik bez pokazywania i może się poddać: on −100, każdy przeciwnik po 50.</translation>
    </message>
    <message>
        <source>Talon shown from</source>
        <translation>Musik odkryty od</translation>
    </message>
    <message>
        <source>The talon is shown only when the auction ended at this bid or higher (0: always shown).</source>
        <translation>Musik pokazuje się tylko wtedy, gdy licytacja skończyła się na tej stawce lub wyżej (0: zawsze).</translation>
    </message>
    <message>
        <source>always shown</source>
        <translation>zawsze odkryty</translation>
    </message>
    <message>
        <source>Dark talon</source>
        <translation>Zakryty musik</translation>
    </message>
    <message>
        <source>The declarer never shows the talon.</source>
        <translation>Rozgrywający nigdy nie pokazuje musiku.</translation>
    </message>
    <message>
        <source>The game opens with a golden circle of three doubled deals: a gold set (auction from 120), a golden round (the first seat takes the talon at 120), or a golden cone (the same, blind).</source>
        <translation>Gra zaczyna się złotą kolejką trzech podwójnych rozdań: licytacja od 120, musik za 120 bez licytacji dla pierwszego gracza albo to samo w ciemno.</translation>
    </message>
    <message>
        <source>set</source>
        <translation>licytacja od 120</translation>
    </message>
    <message>
        <source>round</source>
        <translation>musik za 120</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>musik za 120 w ciemno</translation>
    </message>
    <message>
        <source>Golden round: reset to zero</source>
        <translation>Złote rozdanie: zerowanie</translation>
    </message>
    <message>
        <source>When nobody makes a golden contract, scores and zeros go back to nothing before the circle is replayed.</source>
        <translation>Gdy nikt nie ugra złotego kontraktu, punkty i zera wracają do zera przed powtórzeniem kolejki.</translation>
    </message>
    <message>
        <source>Golden round: circles at most</source>
        <translation>Złote rozdanie: najwyżej kolejek</translation>
    </message>
    <message>
        <source>At most this many golden circles are played (0: until someone makes a golden contract).</source>
        <translation>Gra się najwyżej tyle złotych kolejek (0: aż ktoś ugra złoty kontrakt).</translation>
    </message>
    <message>
        <source>Golden round: allow increase</source>
        <translation>Złote rozdanie: można podnieść</translation>
    </message>
    <message>
        <source>The golden declarer may raise the contract above 120.</source>
        <translation>W złotym rozdaniu rozgrywający może podnieść kontrakt ponad 120.</translation>
    </message>
    <message>
        <source>Golden round: bolt doubling</source>
        <translation>Złote rozdanie: podwójne zero</translation>
    </message>
    <message>
        <source>A zero in a golden deal counts as two.</source>
        <translation>Zero w złotym rozdaniu liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Golden round: doubling</source>
        <translation>Złote rozdanie: podwojenie</translation>
    </message>
    <message>
        <source>In a golden deal every score is doubled, or the defenders&apos; marriages are not.</source>
        <translation>W złotym rozdaniu podwaja się wszystkie punkty albo wszystkie poza meldunkami przeciwników.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>wszystko</translation>
    </message>
    <message>
        <source>all but marriages</source>
        <translation>wszystko poza meldunkami</translation>
    </message>
    <message>
        <source>Golden round: surrender</source>
        <translation>Złote rozdanie: oddanie</translation>
    </message>
    <message>
        <source>The golden declarer may surrender: he loses the doubled contract, each defender scores 120.</source>
        <translation>W złotym rozdaniu rozgrywający może się poddać: traci podwójny kontrakt, każdy przeciwnik dostaje 120.</translation>
    </message>
    <message>
        <source>Blind (hidden) bids</source>
        <translation>Licytacja w ciemno</translation>
    </message>
    <message>
        <source>Blind (dark) bidding: off, only the opening seat may declare a blind 120 before looking, or any player may make any bid blind.</source>
        <translation>Licytacja w ciemno: wyłączona, tylko otwierający może zgłosić 120 w ciemno, zanim spojrzy w karty, albo każdy gracz może licytować w ciemno.</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>tylko otwarcie</translation>
    </message>
    <message>
        <source>any</source>
        <translation>każda licytacja</translation>
    </message>
    <message>
        <source>Over a blind opening</source>
        <translation>Po otwarciu w ciemno</translation>
    </message>
    <message>
        <source>After a blind opening: others may bid over it, nobody may, a player with a marriage may unhide it and bid on from 120, or unhide it with no further bidding.</source>
        <translation>Po otwarciu w ciemno: inni mogą przebijać, nikt nie może, gracz z meldunkiem może się odkryć i licytować dalej od 120 albo odkryć się bez dalszej licytacji.</translation>
    </message>
    <message>
        <source>unhide</source>
        <translation>odkrycie</translation>
    </message>
    <message>
        <source>unhide no bidding</source>
        <translation>odkrycie bez licytacji</translation>
    </message>
    <message>
        <source>Blind: minimum score</source>
        <translation>W ciemno: minimalny wynik</translation>
    </message>
    <message>
        <source>A player needs at least this score to bid blind (−10000: anyone).</source>
        <translation>Aby licytować w ciemno, trzeba mieć co najmniej tyle punktów (−10000: każdy).</translation>
    </message>
    <message>
        <source>anyone</source>
        <translation>każdy</translation>
    </message>
    <message>
        <source>Blind while someone is on the barrel</source>
        <translation>W ciemno, gdy ktoś jest na beczce</translation>
    </message>
    <message>
        <source>Blind bids are allowed while someone is on the barrel.</source>
        <translation>Licytacja w ciemno jest dozwolona, gdy ktoś jest na beczce.</translation>
    </message>
    <message>
        <source>Blind: allow increase</source>
        <translation>W ciemno: można podnieść</translation>
    </message>
    <message>
        <source>A blind declarer may raise the contract after the exchange.</source>
        <translation>Rozgrywający w ciemno może podnieść kontrakt po musiku.</translation>
    </message>
    <message>
        <source>Blind: allow rospis</source>
        <translation>W ciemno: bomba dozwolona</translation>
    </message>
    <message>
        <source>A blind declarer may rospis.</source>
        <translation>Rozgrywający w ciemno może rzucić bombę.</translation>
    </message>
    <message>
        <source>Blind: bolt doubling</source>
        <translation>W ciemno: podwójne zero</translation>
    </message>
    <message>
        <source>A zero in a blind deal counts as two.</source>
        <translation>Zero w rozdaniu w ciemno liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Blind: doubling</source>
        <translation>W ciemno: podwojenie</translation>
    </message>
    <message>
        <source>In a blind deal every score is doubled, or all but the defenders&apos; marriages, or only the declarer&apos;s.</source>
        <translation>W rozdaniu w ciemno podwaja się wszystkie punkty, albo wszystkie poza meldunkami przeciwników, albo tylko punkty rozgrywającego.</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>tylko rozgrywającemu</translation>
    </message>
    <message>
        <source>Blind: no more than 240</source>
        <translation>W ciemno: nie więcej niż 240</translation>
    </message>
    <message>
        <source>Nobody gains more than 240 points in a blind deal.</source>
        <translation>W grze w ciemno nikt nie zdobywa więcej niż 240 punktów.</translation>
    </message>
    <message>
        <source>Doubled points: rounding</source>
        <translation>Podwojone punkty: zaokrąglanie</translation>
    </message>
    <message>
        <source>A defender in a doubled deal (golden, blind): his points doubled, then rounded (22 → 45), or rounded, then doubled (22 → 40).</source>
        <translation>Przeciwnik w podwojonym rozdaniu (złotym, w ciemno): jego punkty podwojone, potem zaokrąglone (22 → 45), albo zaokrąglone, potem podwojone (22 → 40).</translation>
    </message>
    <message>
        <source>double then round</source>
        <translation>podwoić, potem zaokrąglić</translation>
    </message>
    <message>
        <source>round then double</source>
        <translation>zaokrąglić, potem podwoić</translation>
    </message>
    <message>
        <source>Blind: cards passed face up</source>
        <translation>W ciemno: karty oddawane odkryte</translation>
    </message>
    <message>
        <source>A blind declarer passes the two cards face up (otherwise face down).</source>
        <translation>Rozgrywający w ciemno oddaje dwie karty odkryte (inaczej zakryte).</translation>
    </message>
    <message>
        <source>Marriage in the first trick</source>
        <translation>Meldunek w pierwszej lewie</translation>
    </message>
    <message>
        <source>A marriage may be announced on the first lead.</source>
        <translation>Meldunek można zgłosić już przy pierwszym wyjściu.</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Meldunek asów</translation>
    </message>
    <message>
        <source>Leading an ace while holding all four announces the ace marriage: 200 points, no trump change.</source>
        <translation>Wyjście asem przy wszystkich czterech asach na ręce to meldunek asów: 200 punktów, atu się nie zmienia.</translation>
    </message>
    <message>
        <source>Must trump</source>
        <translation>Obowiązek bicia atutem</translation>
    </message>
    <message>
        <source>A player who cannot follow suit must play a trump if he has one.</source>
        <translation>Gracz, który nie ma koloru, musi zagrać atut, jeśli go ma.</translation>
    </message>
    <message>
        <source>Only the trump maker leads trumps</source>
        <translation>Z atu wychodzi tylko meldujący</translation>
    </message>
    <message>
        <source>Only the player who made the trump suit may lead it (unless he holds nothing else).</source>
        <translation>Atu może wyjść tylko gracz, który je zameldował (chyba że nie ma nic innego).</translation>
    </message>
    <message>
        <source>Don&apos;t allow opponent trumps</source>
        <translation>Atu tylko dla meldującego</translation>
    </message>
    <message>
        <source>Only the player who made the trump suit may lead or trump with it; the others follow a trump lead, and play a trump otherwise only when they hold nothing else.</source>
        <translation>Tylko gracz, który zameldował atu, może z niego wychodzić i nim przebijać; pozostali dokładają atu do koloru, a poza tym grają atu tylko wtedy, gdy nie mają nic innego.</translation>
    </message>
    <message>
        <source>Four nines bonus</source>
        <translation>Premia za cztery dziewiątki</translation>
    </message>
    <message>
        <source>A player holding four nines after the exchange scores 120 extra (this does not help make a contract).</source>
        <translation>Gracz z czterema dziewiątkami po musiku dostaje dodatkowe 120 (nie pomaga to ugrać kontraktu).</translation>
    </message>
    <message>
        <source>Marriage values</source>
        <translation>Wartość meldunków</translation>
    </message>
    <message>
        <source>Marriage values: hearts 100, diamonds 80, clubs 60, spades 40; or clubs 100, spades 80, hearts 60, diamonds 40.</source>
        <translation>Wartość meldunków: kier 100, karo 80, trefl 60, pik 40; albo trefl 100, pik 80, kier 60, karo 40.</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>zwykła</translation>
    </message>
    <message>
        <source>clubs high</source>
        <translation>trefl najstarszy</translation>
    </message>
    <message>
        <source>Marriage in suit</source>
        <translation>Meldunek w kolorze</translation>
    </message>
    <message>
        <source>A marriage may be announced for its points while the trump suit stays as it was.</source>
        <translation>Meldunek można zgłosić dla punktów, nie zmieniając atu.</translation>
    </message>
    <message>
        <source>Barrel or lock</source>
        <translation>Beczka czy kreska</translation>
    </message>
    <message>
        <source>Near the target: the barrel, the Polish lock (only the bidder scores), or nothing special.</source>
        <translation>Przed metą: beczka, kreska (punkty zapisuje tylko rozgrywający) albo nic szczególnego.</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>beczka</translation>
    </message>
    <message>
        <source>lock</source>
        <translation>kreska</translation>
    </message>
    <message>
        <source>Deals on the barrel</source>
        <translation>Rozdań na beczce</translation>
    </message>
    <message>
        <source>How many deals a player may stay on the barrel before falling off (0: no limit).</source>
        <translation>Ile rozdań gracz może siedzieć na beczce, zanim spadnie (0: bez limitu).</translation>
    </message>
    <message>
        <source>No marriages on the barrel</source>
        <translation>Na beczce bez meldunków</translation>
    </message>
    <message>
        <source>A player on the barrel scores nothing for marriages and may not bid above 120.</source>
        <translation>Gracz na beczce nie dostaje punktów za meldunki i nie może licytować ponad 120.</translation>
    </message>
    <message>
        <source>Barrel defenders score</source>
        <translation>Przeciwnik na beczce zapisuje punkty</translation>
    </message>
    <message>
        <source>A player on the barrel scores as a defender too, and can win that way (ties shared, the declarer first).</source>
        <translation>Gracz na beczce zapisuje punkty także jako przeciwnik i może tak wygrać (remis dzielony, najpierw rozgrywający).</translation>
    </message>
    <message>
        <source>Exact points on the barrel</source>
        <translation>Dokładne punkty na beczce</translation>
    </message>
    <message>
        <source>A defender on the barrel scores his exact points, unrounded.</source>
        <translation>Przeciwnik na beczce zapisuje dokładne punkty, bez zaokrąglania.</translation>
    </message>
    <message>
        <source>Third fall resets to zero</source>
        <translation>Trzeci upadek zeruje</translation>
    </message>
    <message>
        <source>The third barrel lost resets the score to 0: never, the third fall after three deals on it (a variation in pagat.com&apos;s rules), or the third barrel used in any way: three deals, a failed contract, thrown off, a fine (as on a popular online site).</source>
        <translation>Trzecia stracona beczka zeruje wynik: nigdy; trzeci upadek po trzech rozdaniach na beczce (wariant z zasad pagat.com); albo trzecia wykorzystana beczka, jakkolwiek się skończyła: trzy rozdania, nieugrany kontrakt, zrzucenie, kara (jak na popularnej stronie).</translation>
    </message>
    <message>
        <source>Fall rounds down to tens</source>
        <translation>Upadek zaokrągla w dół do dziesiątek</translation>
    </message>
    <message>
        <source>A fall from the barrel first rounds the score down to tens.</source>
        <translation>Przy upadku z beczki wynik najpierw zaokrągla się w dół do dziesiątek.</translation>
    </message>
    <message>
        <source>Barrel contract at least</source>
        <translation>Kontrakt na beczce co najmniej</translation>
    </message>
    <message>
        <source>A player on the barrel wins only with a contract of at least this (121 allows the odd bid 121; 0: whatever reaches the target).</source>
        <translation>Gracz na beczce wygrywa tylko kontraktem co najmniej takim (121 pozwala na nieparzystą stawkę 121; 0: każdy, który doprowadza do celu).</translation>
    </message>
    <message>
        <source>any contract</source>
        <translation>dowolny kontrakt</translation>
    </message>
    <message>
        <source>Barrel trade</source>
        <translation>Licytacja z beczki</translation>
    </message>
    <message>
        <source>The barrel player&apos;s auction: as usual, he opens with the barrel minimum and others may overbid, or he takes the talon at it with no auction.</source>
        <translation>Licytacja gracza na beczce: jak zwykle, otwiera minimum beczki, a inni mogą przebić, albo bierze musik za to minimum bez licytacji.</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>jak zwykle</translation>
    </message>
    <message>
        <source>declares</source>
        <translation>otwiera minimum</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>bierze bez licytacji</translation>
    </message>
    <message>
        <source>Defenders stand still</source>
        <translation>Przeciwnicy stoją</translation>
    </message>
    <message>
        <source>When a barrel player is the declarer, the defenders score nothing and get no zeros.</source>
        <translation>Gdy rozgrywa gracz z beczki, przeciwnicy nic nie zapisują i nie dostają zer.</translation>
    </message>
    <message>
        <source>Obligation game</source>
        <translation>Gra obowiązkowa</translation>
    </message>
    <message>
        <source>On the last deal of his third barrel a player takes the talon at the barrel minimum with no auction.</source>
        <translation>W ostatnim rozdaniu trzeciej beczki gracz bierze musik za minimum beczki bez licytacji.</translation>
    </message>
    <message>
        <source>Failing on the barrel is free</source>
        <translation>Przegrana na beczce bez kosztów</translation>
    </message>
    <message>
        <source>A player on the barrel who fails as declarer loses nothing (he stays on the barrel).</source>
        <translation>Gracz na beczce, który nie ugra kontraktu, nic nie traci (zostaje na beczce).</translation>
    </message>
    <message>
        <source>Zeros on the barrel</source>
        <translation>Zera na beczce</translation>
    </message>
    <message>
        <source>Zeros taken on the barrel: not counted, or counted, and the third throws the player off the barrel with the fine.</source>
        <translation>Zera zdobyte na beczce: nie liczą się albo liczą się, a trzecie zrzuca gracza z beczki z karą.</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nie liczą się</translation>
    </message>
    <message>
        <source>third flies</source>
        <translation>trzecie zrzuca</translation>
    </message>
    <message>
        <source>Win only from the barrel</source>
        <translation>Wygrana tylko z beczki</translation>
    </message>
    <message>
        <source>Only a player who sits on the barrel can win; a jump past it lands on it.</source>
        <translation>Wygrać może tylko gracz siedzący na beczce; kto ją przeskoczy, ląduje na beczce.</translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation>Kto pauzuje</translation>
    </message>
    <message>
        <source>In a four-player game, who sits out each deal: the seat right of the dealer, the seat opposite, or the dealer.</source>
        <translation>W grze w czwórkę kto pauzuje w każdym rozdaniu: gracz po prawej od rozdającego, naprzeciwko niego albo sam rozdający.</translation>
    </message>
    <message>
        <source>right of dealer</source>
        <translation>na prawo od rozdającego</translation>
    </message>
    <message>
        <source>opposite</source>
        <translation>naprzeciw rozdającego</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>rozdający</translation>
    </message>
    <message>
        <source>Sitting out scores</source>
        <translation>Punkty pauzującego</translation>
    </message>
    <message>
        <source>What the player sitting out scores from the talon: 40 or 50 per ace plus a marriage in it, its card points plus a marriage, or nothing.</source>
        <translation>Ile zapisuje pauzujący z musiku: 40 lub 50 za asa plus meldunek w musiku, punkty kart musiku plus meldunek albo nic.</translation>
    </message>
    <message>
        <source>talon points</source>
        <translation>punkty musiku</translation>
    </message>
    <message>
        <source>Sitting out: half a marriage</source>
        <translation>Pauzujący: pół meldunku</translation>
    </message>
    <message>
        <source>The player sitting out also scores half a marriage&apos;s value for a king or queen in the talon without its partner.</source>
        <translation>Pauzujący dostaje też połowę wartości meldunku za króla lub damę w musiku bez pary.</translation>
    </message>
    <message>
        <source>Blind: hide the talon</source>
        <translation>W ciemno: musik zakryty</translation>
    </message>
    <message>
        <source>A blind declarer takes the talon without showing it.</source>
        <translation>Rozgrywający w ciemno bierze musik bez pokazywania.</translation>
    </message>
    <message>
        <source>Forehand must bid</source>
        <translation>Pierwszy gracz musi licytować</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open the bidding, as in 1000; off: all three may pass and the deal is thrown in.</source>
        <translation>Gracz po lewej rozdającego musi otworzyć licytację, jak w tysiącu; wyłączone: wszyscy trzej mogą spasować i rozdanie się powtarza.</translation>
    </message>
    <message>
        <source>Russeln: game to</source>
        <translation>Russeln: gra do</translation>
    </message>
    <message>
        <source>The agreed target: the winner is the first whose total reaches it (unlike 1001, where 1000 exactly is not enough).</source>
        <translation>Umówiona suma: wygrywa ten, kto pierwszy ją osiągnie (inaczej niż w 1001, gdzie równe 1000 nie wystarcza).</translation>
    </message>
    <message>
        <source>Sixty-Six: close before drawing</source>
        <translation>Sześćdziesiąt sześć: zamknięcie przed dobraniem</translation>
    </message>
    <message>
        <source>The winner of a trick may close the stock before drawing from it, so that neither player draws after that trick; off: both draw at once and he may close only after drawing.</source>
        <translation>Kto wziął lewę, może zamknąć stos przed dobraniem — wtedy po tej lewie nikt nie dobiera; wyłączone: obaj od razu dobierają, a zamknąć można dopiero po dobraniu.</translation>
    </message>
    <message>
        <source>Sixty-Six: trump when void</source>
        <translation>Sześćdziesiąt sześć: bez koloru przebić atu</translation>
    </message>
    <message>
        <source>Once the stock is empty or closed, a follower without the suit led must play a trump if he has one, as the family&apos;s tables play; off: the rules text&apos;s own words, only following suit is a duty.</source>
        <translation>Gdy stos się skończy albo zostanie zamknięty, odpowiadający bez koloru wyjścia musi dać atu, jeśli je ma — tak grają przy stołach tej rodziny gier; wyłączone: jak mówi tekst zasad, obowiązkowe jest tylko dołożenie do koloru.</translation>
    </message>
    <message>
        <source>Sixty-Six: exchange the trump nine at any turn</source>
        <translation>Sześćdziesiąt sześć: wymiana dziewiątki atu nie tylko na wyjściu</translation>
    </message>
    <message>
        <source>The trump nine may be exchanged for the turned trump whenever its holder is to act (following a lead or before drawing too), not only on lead, as the rules text says &quot;at any time&quot;.</source>
        <translation>Dziewiątkę atu można wymienić na odkrytą kartę zawsze, gdy jej posiadacz ma ruch (także odpowiadając na wyjście albo przed dobraniem), nie tylko na wyjściu — tekst zasad mówi „w dowolnym momencie”.</translation>
    </message>
    <message>
        <source>Sixty-Six: a failed closing costs 3</source>
        <translation>Sześćdziesiąt sześć: nieudane zamknięcie kosztuje 3</translation>
    </message>
    <message>
        <source>A player who closes the stock and does not reach 66 gives his opponent 3 game points whatever the opponent had, as Bulgarian Santase is played (after santase.bg); off: 2, or 3 if the opponent had no trick when it was closed.</source>
        <translation>Kto zamknie stos i nie zdobędzie 66, daje przeciwnikowi 3 punkty partii bez względu na jego wynik — tak gra się w bułgarskie santase (za santase.bg); wyłączone: 2 albo 3, jeśli przeciwnik nie miał lewy w chwili zamknięcia.</translation>
    </message>
    <message>
        <source>Sixty-Six: only a card on the first trick</source>
        <translation>Sześćdziesiąt sześć: w pierwszej lewie tylko karta</translation>
    </message>
    <message>
        <source>On the first trick of a hand nobody announces a marriage, closes the stock or exchanges the trump nine, as Bulgarian Santase is played (belot.bg: no 20 or 40 during the first trick).</source>
        <translation>W pierwszej lewie rozdania nikt nie melduje, nie zamyka stosu ani nie wymienia dziewiątki atu — tak gra się w bułgarskie santase (belot.bg: w pierwszej lewie nie zgłasza się 20 ani 40).</translation>
    </message>
    <message>
        <source>Sixty-Six: no closing with two cards left</source>
        <translation>Sześćdziesiąt sześć: bez zamykania przy dwóch kartach</translation>
    </message>
    <message>
        <source>The stock may not be closed once only two cards are left in it (the turned trump and one more), as Bulgarian Santase is played (the Bulgarian Wikipedia).</source>
        <translation>Stosu nie można zamknąć, gdy zostały w nim tylko dwie karty (odkryte atu i jeszcze jedna) — tak gra się w bułgarskie santase (bułgarska Wikipedia).</translation>
    </message>
    <message>
        <source>Sixty-Six: a hand nobody wins carries a point</source>
        <translation>Sześćdziesiąt sześć: punkt z nierozstrzygniętego rozdania przechodzi dalej</translation>
    </message>
    <message>
        <source>A played-out hand nobody wins (65 to 65, or both over 66 unannounced) adds a game point for the next hand&apos;s winner; off: a plain draw, nothing carried, as Bulgarian Santase is played.</source>
        <translation>Gdy rozegranego do końca rozdania nikt nie wygrał (65 do 65 albo obaj ponad 66 bez zgłoszenia), zwycięzca następnego rozdania dostaje dodatkowy punkt partii; wyłączone: zwykły remis, nic nie przechodzi — tak gra się w bułgarskie santase.</translation>
    </message>
    <message>
        <source>Sixty-Six: 20 cards, five in hand</source>
        <translation>Sześćdziesiąt sześć: 20 kart, po pięć na ręce</translation>
    </message>
    <message>
        <source>Austrian Schnapsen&apos;s pack: no nines, five cards each, the eleventh turned for trump and nine in the stock; the trump jack, the lowest trump, is exchanged for the turned card (Board Game Arena&apos;s rules).</source>
        <translation>Talia austriackiego sznapsa: bez dziewiątek, po pięć kart dla każdego, jedenasta odkryta jako atu, dziewięć w stosie; walet atu, najniższe atu, wymienia się na odkrytą kartę (zasady Board Game Arena).</translation>
    </message>
    <message>
        <source>Sixty-Six: the last trick wins the hand</source>
        <translation>Sześćdziesiąt sześć: ostatnia lewa wygrywa rozdanie</translation>
    </message>
    <message>
        <source>When the stock was played out and nobody announced 66, the winner of the last trick wins the hand (game points as usual), and the last trick scores no ten, as Austrian Schnapsen is played.</source>
        <translation>Gdy stos się wyczerpał, a nikt nie zgłosił 66, rozdanie wygrywa ten, kto wziął ostatnią lewę (punkty partii jak zwykle), a ostatnia lewa nie daje 10 — tak gra się w austriackiego sznapsa.</translation>
    </message>
    <message>
        <source>Sixty-Six: the closer scored as things stood</source>
        <translation>Sześćdziesiąt sześć: zamykającemu liczy się stan z chwili zamknięcia</translation>
    </message>
    <message>
        <source>A closer who reaches 66 scores by his opponent&apos;s points and tricks at the moment he closed (3 if the opponent had no trick then, 2 if under 33), as Austrian Schnapsen is played (after pagat.com&apos;s rules).</source>
        <translation>Zamykający, który zdobędzie 66, dostaje punkty partii według punktów i lew przeciwnika z chwili zamknięcia (3, jeśli przeciwnik nie miał wtedy lewy, 2 przy mniej niż 33) — tak gra się w austriackiego sznapsa (według zasad pagat.com).</translation>
    </message>
    <message>
        <source>1001: a marriage makes trumps</source>
        <translation>1001: meldunek ustala atu</translation>
    </message>
    <message>
        <source>after three deals on it</source>
        <translation>po trzech rozdaniach</translation>
    </message>
    <message>
        <source>any third barrel</source>
        <translation>każda beczka</translation>
    </message>
    <message>
        <source>40 per ace</source>
        <translation>po 40 za asa</translation>
    </message>
    <message>
        <source>50 per ace</source>
        <translation>po 50 za asa</translation>
    </message>
    <message>
        <source>An announced marriage makes its suit trumps and a later one changes them, as in 1000; off: marriages only score and there are no trumps.</source>
        <translation>Zgłoszony meldunek ustala atu w swoim kolorze, a kolejny je zmienia, jak w tysiącu; wyłączone: meldunki tylko dają punkty i nie ma atu.</translation>
    </message>
    <message>
        <source>Russeln: trump when void</source>
        <translation>Russeln: bez koloru trzeba dać atu</translation>
    </message>
    <message>
        <source>A player who cannot follow suit must trump, over a trump already played if he can; off: any card, as in 1001.</source>
        <translation>Gracz bez koloru musi dać atu, wyższe od już zagranego atu, jeśli może; wyłączone: dowolną kartę, jak w 1001.</translation>
    </message>
    <message>
        <source>Draw 1000: cards dealt</source>
        <translation>Tysiąc dobierany: karty rozdane</translation>
    </message>
    <message>
        <source>Cards dealt to each player; the rest is the stock, drawn from while it lasts.</source>
        <translation>Tyle kart dostaje każdy gracz; reszta to stos, z którego się dobiera, dopóki starczy kart.</translation>
    </message>
    <message>
        <source>Sixty-Six: game to</source>
        <translation>Sześćdziesiąt sześć: gra do</translation>
    </message>
    <message>
        <source>The game points that win the game.</source>
        <translation>Tyle punktów partii wygrywa grę.</translation>
    </message>
    <message>
        <source>Sixty-Six: beat the lead</source>
        <translation>Sześćdziesiąt sześć: przebijanie</translation>
    </message>
    <message>
        <source>Once the stock is empty or closed, the follower must also beat the lead with a higher card of its suit if he has one, as Schnapsen tables play.</source>
        <translation>Gdy stos się skończy albo zostanie zamknięty, odpowiadający musi nie tylko dołożyć do koloru, ale i przebić wyjście wyższą kartą tego koloru, jeśli ją ma — jak grają w sznapsa.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <extracomment>the jack&apos;s letter in card names like &quot;J♥&quot; and on the faces&apos; corners (Russian, Ukrainian В; Polish W)</extracomment>
        <translation>W</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <extracomment>the queen&apos;s letter in card names like &quot;Q♥&quot; and on the faces&apos; corners (Russian, Ukrainian Д; Polish D)</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <extracomment>the king&apos;s letter in card names like &quot;K♥&quot; and on the faces&apos; corners (Russian, Ukrainian К; Polish K)</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <extracomment>the ace&apos;s letter in card names like &quot;A♥&quot; and on the faces&apos; corners (Russian, Ukrainian Т; Polish A)</extracomment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>%1 cannot make a marriage for them (%2 is not theirs); the contract is made in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1 nie da im meldunku (%2 nie jest u nich); kontrakt wychodzi w %3 z %n układu</numerusform>
            <numerusform>%1 nie da im meldunku (%2 nie jest u nich); kontrakt wychodzi w %3 z %n układów</numerusform>
            <numerusform>%1 nie da im meldunku (%2 nie jest u nich); kontrakt wychodzi w %3 z %n układów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 makes a marriage for them with %2 in %3 of %n world(s); the contract is made in %4 of them</source>
        <translation>
            <numerusform>%1 daje im meldunek z %2 w %3 z %n układu; kontrakt wychodzi w %4 z nich</numerusform>
            <numerusform>%1 daje im meldunek z %2 w %3 z %n układów; kontrakt wychodzi w %4 z nich</numerusform>
            <numerusform>%1 daje im meldunek z %2 w %3 z %n układów; kontrakt wychodzi w %4 z nich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %2 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 średnio o %2 pkt gorzej (%n układ)</numerusform>
            <numerusform>%1 średnio o %2 pkt gorzej (%n układy)</numerusform>
            <numerusform>%1 średnio o %2 pkt gorzej (%n układów)</numerusform>
        </translation>
    </message>
    <message>
        <source>no figures for this decision</source>
        <translation>brak wyliczeń dla tej decyzji</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączony</translation>
    </message>
    <message>
        <source>Coach: −%1 game points expected: %2 would have been better</source>
        <translation>Trener: średnio o %1 pkt partii mniej: lepiej było %2</translation>
    </message>
    <message>
        <source>Coach: −%1 points expected: %2 would have been better</source>
        <translation>Trener: −%1 pkt średnio: lepiej było %2</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Trener:</translation>
    </message>
    <message>
        <source>Reasons with the hint</source>
        <translation>Uzasadnienie podpowiedzi</translation>
    </message>
    <message>
        <source>After each of my moves</source>
        <translation>Po każdym moim ruchu</translation>
    </message>
    <message numerus="yes">
        <source>the best expected result (%n world(s))</source>
        <translation>
            <numerusform>najlepszy oczekiwany wynik (%n układ)</numerusform>
            <numerusform>najlepszy oczekiwany wynik (%n układy)</numerusform>
            <numerusform>najlepszy oczekiwany wynik (%n układów)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1: średnio %2 pkt (%n układ)</numerusform>
            <numerusform>%1: średnio %2 pkt (%n układy)</numerusform>
            <numerusform>%1: średnio %2 pkt (%n układów)</numerusform>
        </translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Więcej…</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>jedyny możliwy ruch</translation>
    </message>
    <message>
        <source>the opening bid is compulsory</source>
        <translation>pierwsza licytacja jest obowiązkowa</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) taken: 66 is reached</source>
        <translation>
            <numerusform>zdobyty %n punkt: 66 osiągnięte</numerusform>
            <numerusform>zdobyte %n punkty: 66 osiągnięte</numerusform>
            <numerusform>zdobytych %n punktów: 66 osiągnięte</numerusform>
        </translation>
    </message>
    <message>
        <source>showing the marriage takes you to 66</source>
        <translation>meldunek daje 66</translation>
    </message>
    <message>
        <source>taking the turned-up trump for the low one is always worth it</source>
        <translation>wymiana najniższego atu na odkrytą kartę zawsze się opłaca</translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n likely deal(s)</source>
        <translation>
            <numerusform>wychodzi w %1 z %n prawdopodobnego układu</numerusform>
            <numerusform>wychodzi w %1 z %n prawdopodobnych układów</numerusform>
            <numerusform>wychodzi w %1 z %n prawdopodobnych układów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would be made in only %2 of %n likely deal(s)</source>
        <translation>
            <numerusform>%1 wyszłoby tylko w %2 z %n prawdopodobnego układu</numerusform>
            <numerusform>%1 wyszłoby tylko w %2 z %n prawdopodobnych układów</numerusform>
            <numerusform>%1 wyszłoby tylko w %2 z %n prawdopodobnych układów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made with %1% likelihood by the hand&apos;s estimate over %n sampled talon(s); the level bids from %2%</source>
        <translation>
            <numerusform>wychodzi z prawdopodobieństwem %1% według oceny ręki (%n losowy musik); poziom trudny licytuje od %2%</numerusform>
            <numerusform>wychodzi z prawdopodobieństwem %1% według oceny ręki (%n losowe musiki); poziom trudny licytuje od %2%</numerusform>
            <numerusform>wychodzi z prawdopodobieństwem %1% według oceny ręki (%n losowych musików); poziom trudny licytuje od %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is only %2% likely by the hand&apos;s estimate over %n sampled talon(s); the level bids from %3%</source>
        <translation>
            <numerusform>%1 wyszłoby tylko z prawdopodobieństwem %2% według oceny ręki (%n losowy musik); poziom trudny licytuje od %3%</numerusform>
            <numerusform>%1 wyszłoby tylko z prawdopodobieństwem %2% według oceny ręki (%n losowe musiki); poziom trudny licytuje od %3%</numerusform>
            <numerusform>%1 wyszłoby tylko z prawdopodobieństwem %2% według oceny ręki (%n losowych musików); poziom trudny licytuje od %3%</numerusform>
        </translation>
    </message>
    <message>
        <source>made with %1% likelihood by the hand&apos;s estimate; %2: %3%</source>
        <translation>wychodzi z prawdopodobieństwem %1% według oceny ręki; %2 — z prawdopodobieństwem %3%</translation>
    </message>
    <message>
        <source>made with %1% likelihood by the hand&apos;s estimate</source>
        <translation>wychodzi z prawdopodobieństwem %1% według oceny ręki</translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s)</source>
        <translation>
            <numerusform>kontrakt wychodzi w %1 z %n układu</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); laying away %2 and giving %3 instead: %4%</source>
        <translation>
            <numerusform>kontrakt wychodzi w %1 z %n układu; odkładając %2 i oddając %3: %4%</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; odkładając %2 i oddając %3: %4%</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; odkładając %2 i oddając %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); laying away %2 and %3 instead: %4%</source>
        <translation>
            <numerusform>kontrakt wychodzi w %1 z %n układu; odkładając %2 i %3: %4%</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; odkładając %2 i %3: %4%</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; odkładając %2 i %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bid is made in %1 of %n world(s); discarding %2 and %3 instead: %4 points fewer on average</source>
        <translation>
            <numerusform>kontrakt wychodzi w %1 z %n układu; odkładając %2 i %3: średnio o %4 pkt mniej</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; odkładając %2 i %3: średnio o %4 pkt mniej</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; odkładając %2 i %3: średnio o %4 pkt mniej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bid is made in %1 of %n world(s)</source>
        <translation>
            <numerusform>kontrakt wychodzi w %1 z %n układu</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>even the best give, %1 and %2, makes the contract in only %3 of %n world(s)</source>
        <translation>
            <numerusform>nawet przy najlepszym oddaniu (%1 i %2) kontrakt wychodzi tylko w %3 z %n układu</numerusform>
            <numerusform>nawet przy najlepszym oddaniu (%1 i %2) kontrakt wychodzi tylko w %3 z %n układów</numerusform>
            <numerusform>nawet przy najlepszym oddaniu (%1 i %2) kontrakt wychodzi tylko w %3 z %n układów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n world(s)</source>
        <translation>
            <numerusform>wychodzi w %1 z %n układu</numerusform>
            <numerusform>wychodzi w %1 z %n układów</numerusform>
            <numerusform>wychodzi w %1 z %n układów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every card comes to the same here (%n world(s))</source>
        <translation>
            <numerusform>tu każda karta daje to samo (%n układ)</numerusform>
            <numerusform>tu każda karta daje to samo (%n układy)</numerusform>
            <numerusform>tu każda karta daje to samo (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes the contract in every world (%n); %1 loses %2 points on average</source>
        <translation>
            <numerusform>kontrakt wychodzi we wszystkich układach (%n); %1 średnio o %2 pkt gorzej</numerusform>
            <numerusform>kontrakt wychodzi we wszystkich układach (%n); %1 średnio o %2 pkt gorzej</numerusform>
            <numerusform>kontrakt wychodzi we wszystkich układach (%n); %1 średnio o %2 pkt gorzej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes the contract in %1 of %n world(s); %2 loses %3 points on average</source>
        <translation>
            <numerusform>kontrakt wychodzi w %1 z %n układu; %2 średnio o %3 pkt gorzej</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; %2 średnio o %3 pkt gorzej</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; %2 średnio o %3 pkt gorzej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats the contract in every world (%n); %1 loses %2 points on average</source>
        <translation>
            <numerusform>kontrakt przepada we wszystkich układach (%n); %1 średnio o %2 pkt gorzej</numerusform>
            <numerusform>kontrakt przepada we wszystkich układach (%n); %1 średnio o %2 pkt gorzej</numerusform>
            <numerusform>kontrakt przepada we wszystkich układach (%n); %1 średnio o %2 pkt gorzej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats the contract in %1 of %n world(s); %2 loses %3 points on average</source>
        <translation>
            <numerusform>kontrakt przepada w %1 z %n układu; %2 średnio o %3 pkt gorzej</numerusform>
            <numerusform>kontrakt przepada w %1 z %n układów; %2 średnio o %3 pkt gorzej</numerusform>
            <numerusform>kontrakt przepada w %1 z %n układów; %2 średnio o %3 pkt gorzej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is settled; %1 takes %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>los kontraktu przesądzony; %1 bierze średnio o %2 pkt mniej (%n układ)</numerusform>
            <numerusform>los kontraktu przesądzony; %1 bierze średnio o %2 pkt mniej (%n układy)</numerusform>
            <numerusform>los kontraktu przesądzony; %1 bierze średnio o %2 pkt mniej (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins the hand in %1 of %n world(s); %2 loses %3 game points on average</source>
        <translation>
            <numerusform>rozdanie wygrane w %1 z %n układu; %2 daje średnio o %3 pkt partii mniej</numerusform>
            <numerusform>rozdanie wygrane w %1 z %n układów; %2 daje średnio o %3 pkt partii mniej</numerusform>
            <numerusform>rozdanie wygrane w %1 z %n układów; %2 daje średnio o %3 pkt partii mniej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>closing wins the hand in %1 of %n world(s); playing on loses %2 game points on average</source>
        <translation>
            <numerusform>zamknięcie stosu wygrywa rozdanie w %1 z %n układu; dalsza gra daje średnio o %2 pkt partii mniej</numerusform>
            <numerusform>zamknięcie stosu wygrywa rozdanie w %1 z %n układów; dalsza gra daje średnio o %2 pkt partii mniej</numerusform>
            <numerusform>zamknięcie stosu wygrywa rozdanie w %1 z %n układów; dalsza gra daje średnio o %2 pkt partii mniej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>closing now loses %1 game points on average (%n world(s))</source>
        <translation>
            <numerusform>zamknięcie teraz daje średnio o %1 pkt partii mniej (%n układ)</numerusform>
            <numerusform>zamknięcie teraz daje średnio o %1 pkt partii mniej (%n układy)</numerusform>
            <numerusform>zamknięcie teraz daje średnio o %1 pkt partii mniej (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot make a marriage for them (%2 is not theirs); %3 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 nie da im meldunku (%2 nie jest u nich); średnio %3 pkt (%n układ)</numerusform>
            <numerusform>%1 nie da im meldunku (%2 nie jest u nich); średnio %3 pkt (%n układy)</numerusform>
            <numerusform>%1 nie da im meldunku (%2 nie jest u nich); średnio %3 pkt (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 makes a marriage for them if they hold %2 (%3% likely); %4 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 daje im meldunek, jeśli mają %2 (prawdopodobieństwo %3%); średnio %4 pkt (%n układ)</numerusform>
            <numerusform>%1 daje im meldunek, jeśli mają %2 (prawdopodobieństwo %3%); średnio %4 pkt (%n układy)</numerusform>
            <numerusform>%1 daje im meldunek, jeśli mają %2 (prawdopodobieństwo %3%); średnio %4 pkt (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passing instead: %1 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>pas: średnio o %1 pkt mniej (%n układ)</numerusform>
            <numerusform>pas: średnio o %1 pkt mniej (%n układy)</numerusform>
            <numerusform>pas: średnio o %1 pkt mniej (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bidding %1 instead: %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>licytując %1: średnio o %2 pkt mniej (%n układ)</numerusform>
            <numerusform>licytując %1: średnio o %2 pkt mniej (%n układy)</numerusform>
            <numerusform>licytując %1: średnio o %2 pkt mniej (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a contract of %1 instead: %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>kontrakt %1: średnio o %2 pkt mniej (%n układ)</numerusform>
            <numerusform>kontrakt %1: średnio o %2 pkt mniej (%n układy)</numerusform>
            <numerusform>kontrakt %1: średnio o %2 pkt mniej (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>laying away %1 and giving %2 instead: %3 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>odkładając %1 i oddając %2: średnio o %3 pkt mniej (%n układ)</numerusform>
            <numerusform>odkładając %1 i oddając %2: średnio o %3 pkt mniej (%n układy)</numerusform>
            <numerusform>odkładając %1 i oddając %2: średnio o %3 pkt mniej (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>laying away %1 and %2 instead: %3 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>odkładając %1 i %2: średnio o %3 pkt mniej (%n układ)</numerusform>
            <numerusform>odkładając %1 i %2: średnio o %3 pkt mniej (%n układy)</numerusform>
            <numerusform>odkładając %1 i %2: średnio o %3 pkt mniej (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the contract made with %2% likelihood (%n world(s))</source>
        <translation>
            <numerusform>%1: kontrakt wychodzi z prawdopodobieństwem %2% (%n układ)</numerusform>
            <numerusform>%1: kontrakt wychodzi z prawdopodobieństwem %2% (%n układy)</numerusform>
            <numerusform>%1: kontrakt wychodzi z prawdopodobieństwem %2% (%n układów)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the level bids only from %2% likely by the hand&apos;s estimate</source>
        <translation>%1: poziom trudny licytuje dopiero od %2% według oceny ręki</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2% likely by the hand&apos;s estimate (%n sampled talon(s))</source>
        <translation>
            <numerusform>%1: prawdopodobieństwo %2% według oceny ręki (%n losowy musik)</numerusform>
            <numerusform>%1: prawdopodobieństwo %2% według oceny ręki (%n losowe musiki)</numerusform>
            <numerusform>%1: prawdopodobieństwo %2% według oceny ręki (%n losowych musików)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 points expected by the hand&apos;s estimate</source>
        <translation>%1: średnio %2 pkt według oceny ręki</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 game points on average (%n world(s))</source>
        <translation>
            <numerusform>%1: średnio %2 pkt partii (%n układ)</numerusform>
            <numerusform>%1: średnio %2 pkt partii (%n układy)</numerusform>
            <numerusform>%1: średnio %2 pkt partii (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points of your own on average (%n world(s))</source>
        <translation>
            <numerusform>%1: średnio %2 własnych pkt (%n układ)</numerusform>
            <numerusform>%1: średnio %2 własnych pkt (%n układy)</numerusform>
            <numerusform>%1: średnio %2 własnych pkt (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average, made in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1: średnio %2 pkt, kontrakt wychodzi w %3 z %n układu</numerusform>
            <numerusform>%1: średnio %2 pkt, kontrakt wychodzi w %3 z %n układów</numerusform>
            <numerusform>%1: średnio %2 pkt, kontrakt wychodzi w %3 z %n układów</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis is not available for this game</source>
        <translation>Analiza nie jest dostępna dla tej gry</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %1 of %n decision(s)</source>
        <translation>
            <numerusform>Analiza: %1 z %n decyzji</numerusform>
            <numerusform>Analiza: %1 z %n decyzji</numerusform>
            <numerusform>Analiza: %1 z %n decyzji</numerusform>
        </translation>
    </message>
    <message>
        <source>−%1 game points expected</source>
        <translation>średnio o %1 pkt partii mniej</translation>
    </message>
    <message>
        <source>−%1 points expected</source>
        <translation>−%1 pkt średnio</translation>
    </message>
    <message>
        <source>%1: the hard level&apos;s choice too — %2</source>
        <translation>%1: poziom trudny wybrałby to samo — %2</translation>
    </message>
    <message>
        <source>%1: as good as %2 by the search&apos;s figures</source>
        <translation>%1: według wyliczeń równie dobre jak %2</translation>
    </message>
    <message>
        <source>%1 (%2); %3 was better — %4</source>
        <translation>%1 (%2); lepiej: %3 — %4</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: no mistake in %n decision(s)</source>
        <translation>
            <numerusform>Rozdanie %1: bez błędów w %n decyzji</numerusform>
            <numerusform>Rozdanie %1: bez błędów w %n decyzjach</numerusform>
            <numerusform>Rozdanie %1: bez błędów w %n decyzjach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2 made in %3 of %n likely deal(s); %4 was the best</source>
        <translation>
            <numerusform>Rozdanie %1: %2 wychodzi w %3 z %n prawdopodobnego układu; najlepiej: %4</numerusform>
            <numerusform>Rozdanie %1: %2 wychodzi w %3 z %n prawdopodobnych układów; najlepiej: %4</numerusform>
            <numerusform>Rozdanie %1: %2 wychodzi w %3 z %n prawdopodobnych układów; najlepiej: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: the worst decision, %2 (%3); %4 was better</source>
        <translation>Rozdanie %1: najgorsza decyzja — %2 (%3); lepiej: %4</translation>
    </message>
    <message numerus="yes">
        <source>The game: no mistake in %n decision(s)</source>
        <translation>
            <numerusform>Gra: bez błędów w %n decyzji</numerusform>
            <numerusform>Gra: bez błędów w %n decyzjach</numerusform>
            <numerusform>Gra: bez błędów w %n decyzjach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game: %n mistake(s) in %1 decisions; %2 in all</source>
        <translation>
            <numerusform>Gra: %n błąd (decyzji: %1); razem: %2</numerusform>
            <numerusform>Gra: %n błędy (decyzji: %1); razem: %2</numerusform>
            <numerusform>Gra: %n błędów (decyzji: %1); razem: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Why this hint</source>
        <translation>Skąd ta podpowiedź</translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n likely deal(s); worth bidding up to %2</source>
        <translation>
            <numerusform>wychodzi w %1 z %n prawdopodobnego układu; warto licytować do %2</numerusform>
            <numerusform>wychodzi w %1 z %n prawdopodobnych układów; warto licytować do %2</numerusform>
            <numerusform>wychodzi w %1 z %n prawdopodobnych układów; warto licytować do %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made with %1% likelihood over %n world(s)</source>
        <translation>
            <numerusform>kontrakt wychodzi z prawdopodobieństwem %1% (%n układ)</numerusform>
            <numerusform>kontrakt wychodzi z prawdopodobieństwem %1% (%n układy)</numerusform>
            <numerusform>kontrakt wychodzi z prawdopodobieństwem %1% (%n układów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); giving %2 and %3 instead: %4%</source>
        <translation>
            <numerusform>kontrakt wychodzi w %1 z %n układu; oddając %2 i %3: %4%</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; oddając %2 i %3: %4%</numerusform>
            <numerusform>kontrakt wychodzi w %1 z %n układów; oddając %2 i %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n world(s); %2 in %3</source>
        <translation>
            <numerusform>wychodzi w %1 z %n układu; %2 — w %3</numerusform>
            <numerusform>wychodzi w %1 z %n układów; %2 — w %3</numerusform>
            <numerusform>wychodzi w %1 z %n układów; %2 — w %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the contract made in %2 of %n world(s)</source>
        <translation>
            <numerusform>%1: kontrakt wychodzi w %2 z %n układu</numerusform>
            <numerusform>%1: kontrakt wychodzi w %2 z %n układów</numerusform>
            <numerusform>%1: kontrakt wychodzi w %2 z %n układów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 game points on average, won in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1: średnio %2 pkt partii, wygrana w %3 z %n układu</numerusform>
            <numerusform>%1: średnio %2 pkt partii, wygrana w %3 z %n układów</numerusform>
            <numerusform>%1: średnio %2 pkt partii, wygrana w %3 z %n układów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Komputer %1</translation>
    </message>
</context>
<context>
    <name>DealLog</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n punkt partii</numerusform>
            <numerusform>%n punkty partii</numerusform>
            <numerusform>%n punktów partii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) laid away</source>
        <translation>
            <numerusform>odłożono %n kartę</numerusform>
            <numerusform>odłożono %n karty</numerusform>
            <numerusform>odłożono %n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Off</source>
        <translation>Wył.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>1.5 seconds</source>
        <translation>1,5 sekundy</translation>
    </message>
    <message>
        <source>2.5 seconds</source>
        <translation>2,5 sekundy</translation>
    </message>
    <message>
        <source>4 seconds</source>
        <translation>4 sekundy</translation>
    </message>
    <message>
        <source>Until I click</source>
        <translation>Do mojego kliknięcia</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Krótko</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Długo</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer level</comment>
        <translation>Normalny</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>There is no game in progress.</source>
        <translation>Żadna gra nie trwa.</translation>
    </message>
    <message>
        <source>Not an action: %1</source>
        <translation>To nie jest ruch: %1</translation>
    </message>
    <message>
        <source>You sit at seat %1, not seat %2.</source>
        <translation>Siedzisz na miejscu %1, a nie na miejscu %2.</translation>
    </message>
    <message>
        <source>A computer is playing your seat.</source>
        <translation>Za twoje miejsce gra komputer.</translation>
    </message>
    <message>
        <source>Your chat line was not sent: you are writing too fast.</source>
        <translation>Wiadomość na czacie nie została wysłana: piszesz za szybko.</translation>
    </message>
    <message>
        <source>Refused: your app sent message number %1 after number %2 (a repeated or old message).</source>
        <translation>Odrzucono: twoja aplikacja wysłała wiadomość numer %1 po numerze %2 (powtórzona lub stara wiadomość).</translation>
    </message>
    <message>
        <source>You have seen your cards: you can no longer bid blind.</source>
        <translation>Karty są już obejrzane: nie możesz już licytować w ciemno.</translation>
    </message>
    <message>
        <source>There is no blind bid in this game.</source>
        <translation>W tej grze nie ma licytacji w ciemno.</translation>
    </message>
    <message>
        <source>Your time for this turn (%1 seconds) ran out: a computer plays this turn for you.</source>
        <translation>Czas na ten ruch (%1 s) minął: ten ruch wykonuje za ciebie komputer.</translation>
    </message>
    <message>
        <source>Not an action: your app sent something that is not an action object.</source>
        <translation>To nie jest ruch: twoja aplikacja przysłała zamiast ruchu coś innego.</translation>
    </message>
    <message>
        <source>Not an action: it has no seat number.</source>
        <translation>To nie jest ruch: brak w nim numeru miejsca.</translation>
    </message>
    <message>
        <source>Not an action: it must name exactly one kind of move.</source>
        <translation>To nie jest ruch: musi wskazywać dokładnie jeden rodzaj ruchu.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a list of two cards.</source>
        <translation>To nie jest ruch: „%1” wymaga listy dwóch kart.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a card.</source>
        <translation>To nie jest ruch: „%1” wymaga karty.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a whole number.</source>
        <translation>To nie jest ruch: „%1” wymaga liczby całkowitej.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes true.</source>
        <translation>To nie jest ruch: „%1” wymaga wartości true.</translation>
    </message>
    <message>
        <source>Not an action: “%1” is not a card.</source>
        <translation>To nie jest ruch: „%1” to nie karta.</translation>
    </message>
    <message>
        <source>Not an action: “%1” can only be true or false, and only on a play.</source>
        <translation>To nie jest ruch: „%1” może mieć tylko wartość true lub false i tylko przy zagraniu karty.</translation>
    </message>
    <message>
        <source>Disconnected: your app stopped reading the host&apos;s messages.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja przestała odczytywać jego wiadomości.</translation>
    </message>
    <message>
        <source>Disconnected: your app did not introduce itself within %1 seconds.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja nie przedstawiła się w ciągu %1 s.</translation>
    </message>
    <message>
        <source>Disconnected: nothing came from your app for %1 seconds.</source>
        <translation>Gospodarz stołu zerwał połączenie: od twojej aplikacji nic nie przyszło przez %1 s.</translation>
    </message>
    <message>
        <source>Disconnected: the host could not handle a message from your app.</source>
        <translation>Gospodarz stołu zerwał połączenie: nie poradził sobie z wiadomością od twojej aplikacji.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line longer than %1 bytes.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja wysłała wiersz dłuższy niż %1 bajtów.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line that is not UTF-8 text.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja wysłała wiersz, który nie jest tekstem w UTF-8.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line that is not JSON.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja wysłała wiersz, który nie jest w formacie JSON.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent something that is not a message of this protocol.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja wysłała coś, co nie jest wiadomością tego protokołu.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a message of an unknown type, “%1”.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja wysłała wiadomość nieznanego typu „%1”.</translation>
    </message>
    <message>
        <source>Disconnected: your app did not begin with hello.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja nie zaczęła od powitania (hello).</translation>
    </message>
    <message>
        <source>Disconnected: your app said hello twice.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja przywitała się dwa razy.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a wrong value in “%1”.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja wysłała błędną wartość w polu „%1”.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a message nested deeper than %1 levels.</source>
        <translation>Gospodarz stołu zerwał połączenie: twoja aplikacja wysłała wiadomość zagnieżdżoną głębiej niż %1 poziomów.</translation>
    </message>
    <message>
        <source>Disconnected: for %1 seconds the host could accept nothing your app sent.</source>
        <translation>Gospodarz stołu zerwał połączenie: przez %1 s nie mógł przyjąć niczego, co wysłała twoja aplikacja.</translation>
    </message>
    <message>
        <source>This table speaks protocol version %1; your app speaks version %2. Every player needs the same version of Thousand.</source>
        <translation>Ten stół używa protokołu w wersji %1, a twoja aplikacja w wersji %2. Wszyscy gracze potrzebują tej samej wersji Tysiąca.</translation>
    </message>
    <message>
        <source>This table runs Thousand %1; you run %2. Use the same version (major.minor) to play together.</source>
        <translation>Ten stół używa Tysiąca w wersji %1, a ty masz wersję %2. Aby grać razem, wersje muszą się zgadzać (dwie pierwsze liczby).</translation>
    </message>
    <message>
        <source>That seat token is not known at this table.</source>
        <translation>Przy tym stole nikt nie zna twojego miejsca.</translation>
    </message>
    <message>
        <source>The game has started and every seat is taken.</source>
        <translation>Gra już trwa i wszystkie miejsca są zajęte.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Wszystkie miejsca przy stole są zajęte.</translation>
    </message>
    <message>
        <source>The host gave your seat away.</source>
        <translation>Gospodarz stołu oddał twoje miejsce.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Gospodarz stołu wyprosił cię od stołu.</translation>
    </message>
    <message>
        <source>Your seat went to another player: you were not ready for %1 seconds.</source>
        <translation>Twoje miejsce przypadło innemu graczowi: brak gotowości przez %1 s.</translation>
    </message>
    <message>
        <source>The host has kept your seat for someone else.</source>
        <translation>Gospodarz stołu zarezerwował twoje miejsce dla kogoś innego.</translation>
    </message>
    <message>
        <source>You joined this table from another connection.</source>
        <translation>Dołączono do tego stołu z innego połączenia.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Gospodarz zamknął stół.</translation>
    </message>
    <message>
        <source>The host was stopped.</source>
        <translation>Gospodarz stołu został zatrzymany.</translation>
    </message>
    <message>
        <source>Computer (random)</source>
        <translation>Komputer (początkujący)</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Komputer (łatwy)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Komputer (normalny)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Komputer (trudny)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>This table plays %1, a game this version of Thousand cannot play.</source>
        <translation>Przy tym stole gra się w %1, a tej gry ta wersja Tysiąca nie obsługuje.</translation>
    </message>
    <message>
        <source>This table plays by agreements this version of Thousand does not know.</source>
        <translation>Przy tym stole obowiązują ustalenia, których ta wersja Tysiąca nie zna.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message numerus="yes">
        <source>%n agreement(s) changed</source>
        <translation>
            <numerusform>zmieniono %n ustalenie</numerusform>
            <numerusform>zmieniono %n ustalenia</numerusform>
            <numerusform>zmieniono %n ustaleń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n deal(s)</source>
        <translation>
            <numerusform>%1, po %n rozdaniu</numerusform>
            <numerusform>%1, po %n rozdaniach</numerusform>
            <numerusform>%1, po %n rozdaniach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This table goes on with a saved game, after %n deal(s). Each seat keeps its score; a player who joins under the name the game gave a seat takes that seat.</source>
        <translation>
            <numerusform>Przy tym stole toczy się dalej zapisana gra, po %n rozdaniu. Każde miejsce zachowuje swój wynik; gracz, który dołączy pod imieniem, jakie to miejsce ma w grze, siada na nim.</numerusform>
            <numerusform>Przy tym stole toczy się dalej zapisana gra, po %n rozdaniach. Każde miejsce zachowuje swój wynik; gracz, który dołączy pod imieniem, jakie to miejsce ma w grze, siada na nim.</numerusform>
            <numerusform>Przy tym stole toczy się dalej zapisana gra, po %n rozdaniach. Każde miejsce zachowuje swój wynik; gracz, który dołączy pod imieniem, jakie to miejsce ma w grze, siada na nim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n seat(s)</source>
        <translation>
            <numerusform>%1: %n miejsce</numerusform>
            <numerusform>%1: %n miejsca</numerusform>
            <numerusform>%1: %n miejsc</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>No deal is in progress.</source>
        <translation>Nie trwa żadne rozdanie.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Przy tym stole nie ma takiego miejsca.</translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation>W tym rozdaniu pauzujesz.</translation>
    </message>
    <message>
        <source>You cannot play a card yet: the auction is not over.</source>
        <translation>Nie możesz jeszcze zagrać karty: licytacja się nie skończyła.</translation>
    </message>
    <message>
        <source>You cannot play a card yet: the exchange is not over.</source>
        <translation>Nie możesz jeszcze zagrać karty: rozgrywający nie oddał jeszcze kart z musiku.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to play.</source>
        <translation>Teraz zagrywa %1.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>Nie masz na ręce: %1.</translation>
    </message>
    <message>
        <source>You must follow suit: you hold %1.</source>
        <translation>Musisz dołożyć do koloru: masz %1.</translation>
    </message>
    <message>
        <source>You must play a trump: you hold %1.</source>
        <translation>Musisz zagrać atu: masz %1.</translation>
    </message>
    <message>
        <source>Only the player who made the trump may lead it: %1.</source>
        <translation>Z atu może wyjść tylko ten, kto je zameldował: %1.</translation>
    </message>
    <message>
        <source>Only the player who made the trump may play trumps: %1.</source>
        <translation>Atu może grać tylko ten, kto je zameldował: %1.</translation>
    </message>
    <message>
        <source>You cannot announce a marriage in suit with %1.</source>
        <translation>Z kartą %1 nie możesz zameldować w kolorze.</translation>
    </message>
    <message>
        <source>You cannot announce a marriage with %1 now.</source>
        <translation>Z kartą %1 nie możesz teraz meldować.</translation>
    </message>
    <message>
        <source>The auction is over.</source>
        <translation>Licytacja się skończyła.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to bid.</source>
        <translation>Teraz licytuje %1.</translation>
    </message>
    <message>
        <source>You have passed and cannot bid again.</source>
        <translation>Po pasie nie możesz już licytować.</translation>
    </message>
    <message>
        <source>You may not bid blind now.</source>
        <translation>Teraz nie możesz licytować w ciemno.</translation>
    </message>
    <message>
        <source>Your score is below %1: you may only pass.</source>
        <translation>Masz mniej niż %1 punktów: możesz tylko pasować.</translation>
    </message>
    <message>
        <source>Nobody may bid over a blind game.</source>
        <translation>Gry w ciemno nikt nie może przelicytować.</translation>
    </message>
    <message>
        <source>You cannot bid above %1 with this hand.</source>
        <translation>Z tymi kartami nie możesz licytować powyżej %1.</translation>
    </message>
    <message>
        <source>You cannot bid above 120 without a king-queen pair.</source>
        <translation>Bez meldunku (króla i damy w jednym kolorze) nie możesz licytować powyżej 120.</translation>
    </message>
    <message>
        <source>The highest bid you may make is %1.</source>
        <translation>Najwyżej możesz zalicytować %1.</translation>
    </message>
    <message>
        <source>A bid must be at least %1.</source>
        <translation>Stawka musi wynosić co najmniej %1.</translation>
    </message>
    <message>
        <source>Bids go in steps of %1.</source>
        <translation>Licytuje się co %1.</translation>
    </message>
    <message>
        <source>You must open the auction with at least %1.</source>
        <translation>Otwierasz licytację: co najmniej %1, pasować nie można.</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>Teraz nie możesz pasować.</translation>
    </message>
    <message>
        <source>Only the declarer gives two cards, once, after taking the talon.</source>
        <translation>Dwie karty oddaje tylko rozgrywający, raz, po wzięciu musiku.</translation>
    </message>
    <message>
        <source>The two given cards must differ.</source>
        <translation>Trzeba oddać dwie różne karty.</translation>
    </message>
    <message>
        <source>You hold all four aces and must give one of them away.</source>
        <translation>Masz wszystkie cztery asy i musisz oddać jednego z nich.</translation>
    </message>
    <message>
        <source>Only the declarer names the contract, after giving two cards.</source>
        <translation>Kontrakt ustala tylko rozgrywający, po oddaniu dwóch kart.</translation>
    </message>
    <message>
        <source>The contract is already set.</source>
        <translation>Kontrakt jest już ustalony.</translation>
    </message>
    <message>
        <source>The contract cannot be lower than the bid, %1.</source>
        <translation>Kontrakt nie może być niższy niż wylicytowane %1.</translation>
    </message>
    <message>
        <source>The contract cannot be raised in this deal.</source>
        <translation>W tym rozdaniu kontraktu nie można podnieść.</translation>
    </message>
    <message>
        <source>The highest contract you may name is %1.</source>
        <translation>Najwyższy kontrakt, jaki możesz ustalić, to %1.</translation>
    </message>
    <message>
        <source>Contracts go in steps of %1.</source>
        <translation>Kontrakt podnosi się co %1.</translation>
    </message>
    <message>
        <source>Only the declarer may %1, between taking the talon and the first card.</source>
        <translation>Tylko rozgrywający może %1, między wzięciem musiku a pierwszą kartą.</translation>
    </message>
    <message>
        <source>You may not %1 now (the agreements, the barrel or the count per game).</source>
        <translation>Teraz nie możesz %1 (ustalenia, beczka albo limit na grę).</translation>
    </message>
    <message>
        <source>You have no grounds to demand a redeal now.</source>
        <translation>Nie masz teraz podstaw, by żądać ponownego rozdania.</translation>
    </message>
    <message>
        <source>You are not bidding blind.</source>
        <translation>Nie grasz w ciemno.</translation>
    </message>
    <message>
        <source>You cannot unhide a blind game now.</source>
        <translation>Nie możesz teraz odkryć gry w ciemno.</translation>
    </message>
    <message>
        <source>That move is not possible now.</source>
        <translation>Ten ruch jest teraz niemożliwy.</translation>
    </message>
    <message>
        <source>You may close the stock only when you lead and it is still open.</source>
        <translation>Stos możesz zamknąć tylko na swoim wyjściu, dopóki jest otwarty.</translation>
    </message>
    <message>
        <source>You may exchange %1 only on your turn.</source>
        <translation>%1 możesz wymienić tylko wtedy, gdy masz ruch.</translation>
    </message>
    <message>
        <source>%1 is not exchanged once the stock is closed or down to two cards.</source>
        <translation>%1 nie wymienia się, gdy stos jest zamknięty albo zostały w nim dwie karty.</translation>
    </message>
    <message>
        <source>You may exchange %1 only after winning a trick.</source>
        <translation>%1 możesz wymienić dopiero po wzięciu lewy.</translation>
    </message>
    <message>
        <source>Nobody exchanges %1 on the first trick.</source>
        <translation>W pierwszej lewie nikt nie wymienia %1.</translation>
    </message>
    <message>
        <source>You may exchange %1 only when you lead, before playing a card.</source>
        <translation>%1 możesz wymienić tylko na swoim wyjściu, przed zagraniem karty.</translation>
    </message>
    <message>
        <source>You may announce 66 only when you lead, after winning a trick.</source>
        <translation>66 możesz zgłosić tylko na swoim wyjściu, po wzięciu lewy.</translation>
    </message>
    <message>
        <source>You may announce 66 only after winning a trick: nothing of yours counts yet.</source>
        <translation>66 możesz zgłosić dopiero po wzięciu lewy: na razie nic ci się nie liczy.</translation>
    </message>
    <message>
        <source>Nobody closes the stock on the first trick.</source>
        <translation>W pierwszej lewie nikt nie zamyka stosu.</translation>
    </message>
    <message>
        <source>The stock may not be closed with only two cards left in it.</source>
        <translation>Stosu nie można zamknąć, gdy zostały w nim tylko dwie karty.</translation>
    </message>
    <message>
        <source>You may show a marriage only when you lead and it takes you to 66.</source>
        <translation>Meldunek możesz pokazać tylko na swoim wyjściu, jeśli daje ci 66.</translation>
    </message>
    <message>
        <source>You may draw only right after winning a trick.</source>
        <translation>Dobierać można tylko zaraz po wzięciu lewy.</translation>
    </message>
    <message>
        <source>First draw from the stock, or close it before drawing.</source>
        <translation>Najpierw dobierz ze stosu albo zamknij go przed dobraniem.</translation>
    </message>
    <message>
        <source>The cards are drawn from the stock by themselves after each trick.</source>
        <translation>Karty ze stosu dobierają się same po każdej lewie.</translation>
    </message>
    <message>
        <source>You must beat the highest card so far: you hold %1.</source>
        <translation>Musisz przebić najwyższą kartę w lewie: masz %1.</translation>
    </message>
    <message>
        <source>Only the declarer takes one of the two talons, once, right after the auction.</source>
        <translation>Tylko rozgrywający bierze jeden z dwóch musików — raz, zaraz po licytacji.</translation>
    </message>
    <message>
        <source>There is no such talon.</source>
        <translation>Nie ma takiego musika.</translation>
    </message>
    <message>
        <source>Only the declarer lays cards away, once, after taking a talon.</source>
        <translation>Tylko rozgrywający odkłada karty — raz, po wzięciu musika.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Wybierz dwie różne karty.</translation>
    </message>
    <message>
        <source>concede the deal (rospis)</source>
        <translation>rzucić bombę</translation>
    </message>
    <message>
        <source>write the deal off (spisat&apos;)</source>
        <translation>zrezygnować z rozdania (spisat&apos;)</translation>
    </message>
    <message>
        <source>give up</source>
        <translation>poddać się</translation>
    </message>
    <message>
        <source>surrender the golden deal</source>
        <translation>oddać złote rozdanie</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>miejsce %1</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>These are the reference rules: the game as most tables in Russia, Belarus and Ukraine play it, as pagat.com&apos;s rules of Thousand describe it. The last section says what the agreements at this table change.</source>
        <translation>To są zasady podstawowe: gra, jak toczy się przy większości stołów w Rosji, na Białorusi i Ukrainie, według opisu Tysiąca w serwisie pagat.com. Ostatnia część mówi, co zmieniają ustalenia przy tym stole.</translation>
    </message>
    <message>
        <source>Three players (or four, the dealer sitting out) play with a 24-card pack: nine, jack, queen, king, ten and ace of each suit. The first to reach 1000 points wins.</source>
        <translation>Grają trzy osoby (albo cztery, wtedy rozdający pauzuje) talią 24 kart: dziewiątka, walet, dama, król, dziesiątka i as w każdym kolorze. Wygrywa ten, kto pierwszy zdobędzie 1000 punktów.</translation>
    </message>
    <message>
        <source>Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0 — 120 in the pack.</source>
        <translation>Punkty kart: as 11, dziesiątka 10, król 4, dama 3, walet 2, dziewiątka 0 — razem w talii 120.</translation>
    </message>
    <message>
        <source>The deal and the auction</source>
        <translation>Rozdanie i licytacja</translation>
    </message>
    <message>
        <source>Each player gets seven cards; three go face down to the talon.</source>
        <translation>Każdy dostaje siedem kart; trzy idą zakryte do musiku.</translation>
    </message>
    <message>
        <source>The player after the dealer must open with at least 100. Bids rise in steps of 5; a pass is final. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Gracz po rozdającym musi zacząć licytację od co najmniej 100. Licytuje się co 5; pas jest ostateczny. Powyżej 120 można licytować tylko z meldunkiem na ręce.</translation>
    </message>
    <message>
        <source>The highest bidder (the declarer) shows the talon, takes it, gives one card to each opponent and may raise the contract before the first lead.</source>
        <translation>Zwycięzca licytacji (rozgrywający) odkrywa musik, bierze go, oddaje po jednej karcie każdemu przeciwnikowi i przed pierwszym wyjściem może podnieść kontrakt.</translation>
    </message>
    <message>
        <source>Instead of playing, the declarer may concede (rospis): each opponent gets 60 points, the declarer scores nothing.</source>
        <translation>Zamiast grać, rozgrywający może rzucić bombę: każdy przeciwnik dostaje 60 punktów, on sam nic.</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>The declarer leads. You must follow suit; with none, you must trump; with no trump, play anything. You need not beat the card led.</source>
        <translation>Wychodzi rozgrywający. Trzeba dokładać do koloru; bez koloru — atutem; bez atutu — dowolną kartą. Nie trzeba przebijać.</translation>
    </message>
    <message>
        <source>A marriage is a king and queen of one suit. From the second trick on, the leader announces it by leading one of the pair: it scores at once and its suit becomes trumps. Hearts 100, diamonds 80, clubs 60, spades 40.</source>
        <translation>Meldunek to król i dama w jednym kolorze. Od drugiej lewy gracz wychodzący melduje go, zagrywając jedną z tych kart: punkty liczą się od razu, a kolor staje się atutem. Kier 100, karo 80, trefl 60, pik 40.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Liczenie punktów</translation>
    </message>
    <message>
        <source>The declarer scores the contract if his card points and marriages reach it, and loses it if they do not. The opponents score what they took, rounded to 5.</source>
        <translation>Rozgrywający zapisuje kontrakt, jeśli punkty z lew i meldunków go pokrywają, a jeśli nie — traci go. Przeciwnicy zapisują to, co wzięli, zaokrąglone do 5.</translation>
    </message>
    <message>
        <source>An opponent who takes nothing gets a bolt (zero); every third bolt costs 120 points.</source>
        <translation>Przeciwnik, który nic nie wziął, dostaje zero (pałę); co trzecie zero kosztuje 120 punktów.</translation>
    </message>
    <message>
        <source>At 880 a player mounts the barrel: he must then win a contract that takes him to 1000 within three deals, or he falls back to 760.</source>
        <translation>Przy 880 gracz wchodzi na beczkę: w ciągu trzech rozdań musi ugrać kontrakt, który da mu 1000, inaczej spada do 760.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Rules of Thousand</source>
        <translation>Zasady Tysiąca</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>Przy tym stole</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <source>The reference rules, unchanged.</source>
        <translation>Zasady podstawowe bez zmian.</translation>
    </message>
    <message numerus="yes">
        <source>%n agreement(s) differ from the reference rules:</source>
        <translation>
            <numerusform>%n ustalenie różni się od zasad podstawowych:</numerusform>
            <numerusform>%n ustalenia różnią się od zasad podstawowych:</numerusform>
            <numerusform>%n ustaleń różni się od zasad podstawowych:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (reference: %2)</source>
        <translation>%1 (w zasadach podstawowych: %2)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message numerus="yes">
        <source>penalty: %n point(s)</source>
        <translation>
            <numerusform>kara: %n punkt</numerusform>
            <numerusform>kara: %n punkty</numerusform>
            <numerusform>kara: %n punktów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>R</source>
        <comment>the rospis mark on the score sheet: one capital letter, the first of the word players use for conceding a contract (ru/uk: Р for роспись/розпис, pl: B for bomba)</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>na beczce</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <extracomment>the letter on the dealer&apos;s chip beside a seat&apos;s name (Russian С for сдающий, Polish R for rozdający)</extracomment>
        <translation>R</translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s) so far</source>
        <translation>
            <numerusform>%n zero na koncie</numerusform>
            <numerusform>%n zera na koncie</numerusform>
            <numerusform>%n zer na koncie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the barrel: %n deal(s) left</source>
        <translation>
            <numerusform>na beczce: zostało %n rozdanie</numerusform>
            <numerusform>na beczce: zostały %n rozdania</numerusform>
            <numerusform>na beczce: zostało %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n carried from a hand nobody won</source>
        <translation>
            <numerusform>+%n punkt z rozdania bez zwycięzcy</numerusform>
            <numerusform>+%n punkty z rozdań bez zwycięzcy</numerusform>
            <numerusform>+%n punktów z rozdań bez zwycięzcy</numerusform>
        </translation>
    </message>
</context>
</TS>
