<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>sitting out, from the talon: %1</source>
        <translation>на прикупі, за прикуп: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Не можна: %1</translation>
    </message>
    <message>
        <source>Could not autosave: %1</source>
        <translation>Не вдалося зберегти гру: %1</translation>
    </message>
    <message>
        <source>there is no local game to export</source>
        <translation>немає партії на цьому комп&apos;ютері для експорту</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильний</translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation>Новачок (випадкові ходи)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Three players (two computers)</source>
        <translation>Троє (два комп&apos;ютери)</translation>
    </message>
    <message>
        <source>Four players (three computers)</source>
        <translation>Четверо (три комп&apos;ютери)</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше ім&apos;я:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Гравці:</translation>
    </message>
    <message>
        <source>Your seat:</source>
        <translation>Ваше місце:</translation>
    </message>
    <message>
        <source>Computer %1:</source>
        <translation>Комп&apos;ютер %1:</translation>
    </message>
    <message>
        <source>Rules preset:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Перший здавальник:</translation>
    </message>
    <message>
        <source>Agreements changed in Settings ▸ Agreements apply when their preset is chosen.</source>
        <translation>Домовленості, змінені в меню Налаштування ▸ Домовленості, діють, коли вибрано їхні правила.</translation>
    </message>
    <message>
        <source>The computer levels are not installed yet; every computer plays as a beginner.</source>
        <translation>Рівні комп&apos;ютера ще не встановлені: усі комп&apos;ютери грають як новачки.</translation>
    </message>
    <message>
        <source>The computer levels do not play this game yet; every computer plays as a beginner.</source>
        <translation>Рівні комп&apos;ютера ще не грають у цю гру: усі комп&apos;ютери грають як новачки.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Випадково</translation>
    </message>
    <message>
        <source>Two players (one computer)</source>
        <translation>Двоє (один комп&apos;ютер)</translation>
    </message>
    <message>
        <source>Agreements</source>
        <translation>Домовленості</translation>
    </message>
    <message>
        <source>Agreements: %1</source>
        <translation>Домовленості: %1</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>Повернути як у правилах</translation>
    </message>
    <message>
        <source>Different from the preset:</source>
        <translation>Відмінності від вибраних правил:</translation>
    </message>
    <message>
        <source>%1: %2 (preset: %3)</source>
        <translation>%1: %2 (у правилах: %3)</translation>
    </message>
    <message>
        <source>Nothing: the preset as it is.</source>
        <translation>Нічого: правила як є.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <source>Two colours (red and black)</source>
        <translation>Двоколірна (червоні й чорні)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Чотириколірна</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Мова:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Швидкість анімації:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Computer thinking time:</source>
        <translation>Час на хід комп&apos;ютера:</translation>
    </message>
    <message>
        <source>Wait for my click before the next deal</source>
        <translation>Чекати мого клацання перед наступною роздачею</translation>
    </message>
    <message>
        <source>A computer&apos;s talon stays up:</source>
        <translation>Прикуп комп&apos;ютера відкритий:</translation>
    </message>
    <message>
        <source>A taken trick stays:</source>
        <translation>Взятка лишається на столі:</translation>
    </message>
    <message>
        <source>the default network</source>
        <translation>основна мережа</translation>
    </message>
    <message>
        <source>Sixty-Six: I draw from the stock myself (time to close before drawing)</source>
        <translation>Шістдесят шість: добирати з колоди вручну (є час закрити до добору)</translation>
    </message>
    <message>
        <source>Where LAN tables are looked for and announced: this computer&apos;s IPv4 addresses, separated by commas. Empty: the default network.</source>
        <translation>Де шукати й оголошувати столи в локальній мережі: IPv4-адреси цього комп&apos;ютера через кому. Порожньо — основна мережа.</translation>
    </message>
    <message>
        <source>LAN discovery on:</source>
        <translation>Пошук столів у мережі:</translation>
    </message>
    <message>
        <source>Set by %1 for now: %2</source>
        <translation>Зараз задано через %1: %2</translation>
    </message>
    <message>
        <source>LAN discovery: write this computer&apos;s IPv4 addresses, like 192.168.1.20, separated by commas.</source>
        <translation>Пошук столів у мережі: вкажіть IPv4-адреси цього комп&apos;ютера, наприклад 192.168.1.20, через кому.</translation>
    </message>
    <message>
        <source>You took this trick.</source>
        <translation>Ця взятка ваша.</translation>
    </message>
    <message>
        <source>%1 took this trick.</source>
        <translation>Цю взятку бере %1.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Остання взятка</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>У цій роздачі ще не було взяток.</translation>
    </message>
    <message>
        <source>Last talon</source>
        <translation>Останній прикуп</translation>
    </message>
    <message>
        <source>No talon has been shown yet.</source>
        <translation>Прикуп ще не відкривали.</translation>
    </message>
    <message>
        <source>Deal %1: you took the talon.</source>
        <translation>Роздача %1: прикуп узяли ви.</translation>
    </message>
    <message>
        <source>Deal %1: %2 took the talon.</source>
        <translation>Роздача %1. Переможець торгівлі: %2.</translation>
    </message>
    <message>
        <source>Exchange for the turned trump</source>
        <translation>Поміняти на відкритий козир</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>ходити %1</translation>
    </message>
    <message>
        <source>give %1 and %2</source>
        <translation>віддати %1 і %2</translation>
    </message>
    <message>
        <source>lay away %1 and %2</source>
        <translation>скинути %1 і %2</translation>
    </message>
    <message>
        <source>lay away %1, give %2</source>
        <translation>скинути %1, віддати %2</translation>
    </message>
    <message>
        <source>take the left talon</source>
        <translation>взяти лівий прикуп</translation>
    </message>
    <message>
        <source>take the right talon</source>
        <translation>взяти правий прикуп</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>ставка %1</translation>
    </message>
    <message>
        <source>bid %1 blind</source>
        <translation>%1 втемну</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>замовлення %1</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Тисяча</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запис очок</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Остання &amp;взятка</translation>
    </message>
    <message>
        <source>Last &amp;talon</source>
        <translation>Останній &amp;прикуп</translation>
    </message>
    <message>
        <source>&amp;Import record…</source>
        <translation>&amp;Відкрити запис партії…</translation>
    </message>
    <message>
        <source>Open record to &amp;review…</source>
        <translation>&amp;Розбір записаної гри…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Зберегти запис партії…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вихід</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>&amp;Agreements…</source>
        <translation>&amp;Домовленості…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметри…</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Мережа</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Відкрити стіл…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Сісти за стіл…</translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation>Ви&amp;йти з-за столу</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавіатура</translation>
    </message>
    <message>
        <source>&amp;About Thousand</source>
        <translation>&amp;Про програму «Тисяча»</translation>
    </message>
    <message>
        <source>Free software under the MIT License: use, copy, change and share it.</source>
        <translation>Вільна програма за ліцензією MIT: її можна використовувати, копіювати, змінювати й поширювати.</translation>
    </message>
    <message>
        <source>Credits: the card faces, backs and icons were drawn for this project (resources/LICENSE.md).</source>
        <translation>Автори: лиця й сорочки карт і значки намальовано для цього проєкту (resources/LICENSE.md).</translation>
    </message>
    <message>
        <source>Built with %1.</source>
        <translation>Використовує: %1.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>The saved game could not be read. It was kept as %1; a new game starts.</source>
        <translation>Не вдалося прочитати збережену гру. Її збережено як %1; починається нова гра.</translation>
    </message>
    <message>
        <source>The saved game could not be read; a new game starts.</source>
        <translation>Не вдалося прочитати збережену гру; починається нова гра.</translation>
    </message>
    <message>
        <source>Saved game damaged</source>
        <translation>Збережену гру пошкоджено</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Go on with the game you were playing?</source>
        <translation>Продовжити розпочату партію?</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Партія не закінчена</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it for another one? It cannot be resumed.</source>
        <translation>Партія ще триває. Кинути її заради нової? Продовжити її вже не вийде.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Відкрити запис партії</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи партій (*.json)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Зберегти запис партії</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Збереження</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>Про програму «Тисяча»</translation>
    </message>
    <message>
        <source>Thousand %1 — the card game 1000 against the computer.</source>
        <translation>Тисяча %1 — карткова гра «Тисяча» проти комп&apos;ютера.</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Нічого скасовувати</translation>
    </message>
    <message>
        <source>The record does not say how strong %1 played: they play at the level %2.</source>
        <comment>, </comment>
        <translation>У записі не вказано рівня гри: %1. Тепер рівень — «%2».</translation>
    </message>
    <message>
        <source>You have %1 points, not 66: the claim loses the hand and %2 scores %3 game points. Claim anyway?</source>
        <translation>Очок у вас: %1, а не 66. Оголосивши, ви програєте роздачу, і %2 отримує ігрових очок: %3. Однаково оголосити?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>Оголосити 66?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Чекаємо: %1…</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next deal.</source>
        <translation>Клацніть по столу або натисніть Enter — наступна роздача.</translation>
    </message>
    <message>
        <source>Click the table or press Enter when you have seen the talon.</source>
        <translation>Клацніть по столу або натисніть Enter, коли подивитеся прикуп.</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next trick.</source>
        <translation>Клацніть по столу або натисніть Enter — наступна взятка.</translation>
    </message>
    <message>
        <source>%1 takes the talon.</source>
        <translation>%1 забирає прикуп.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
    <message>
        <source>No hint now</source>
        <translation>Зараз підказки немає</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Відкрити запис партії</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Відкрити запис</translation>
    </message>
    <message>
        <source>This is not a game record this app can show.</source>
        <translation>Це не запис гри, який може показати ця програма.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Підказка: %1</translation>
    </message>
    <message>
        <source>This is not a game record this app can play.</source>
        <translation>Це не запис партії, який може відкрити програма.</translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation>Партію закінчено — переможець: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>contract %1 made</source>
        <translation>замовлення %1 зіграно</translation>
    </message>
    <message>
        <source>contract %1 failed</source>
        <translation>замовлення %1 не зіграно</translation>
    </message>
    <message>
        <source>%1 taken</source>
        <translation>взято %1</translation>
    </message>
    <message>
        <source>%1 in cards</source>
        <translation>%1 у картах</translation>
    </message>
    <message>
        <source>%1 taken (%2)</source>
        <translation>взято %1 (%2)</translation>
    </message>
    <message>
        <source>contract %1 made — %2</source>
        <translation>замовлення %1 зіграно — %2</translation>
    </message>
    <message>
        <source>contract %1 failed — %2: %3</source>
        <translation>замовлення %1 не зіграно — %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>rospis of %1</source>
        <translation>розпис %1</translation>
    </message>
    <message>
        <source>contract %1 written off</source>
        <translation>замовлення %1 списано</translation>
    </message>
    <message>
        <source>contract %1 given up</source>
        <translation>відмова від замовлення %1</translation>
    </message>
    <message>
        <source>contract %1 surrendered</source>
        <translation>замовлення %1 здано (золотий кон)</translation>
    </message>
    <message>
        <source>bolt %1</source>
        <translation>болт № %1</translation>
    </message>
    <message>
        <source>fine for redeals in a row: %1</source>
        <translation>штраф за перездачі поспіль: %1</translation>
    </message>
    <message>
        <source>fine for a rospis: %1</source>
        <translation>штраф за розпис: %1</translation>
    </message>
    <message>
        <source>on the barrel at %1</source>
        <translation>на бочці з %1</translation>
    </message>
    <message>
        <source>out of the barrel&apos;s zone</source>
        <translation>поза зоною бочки</translation>
    </message>
    <message>
        <source>%1: the dump truck, back to 0</source>
        <translation>%1: самоскид, знову 0</translation>
    </message>
    <message>
        <source>contract failed</source>
        <translation>замовлення не зіграно</translation>
    </message>
    <message>
        <source>its deals are over</source>
        <translation>роздачі на бочці скінчилися</translation>
    </message>
    <message>
        <source>another player got on it</source>
        <translation>на бочку сів інший гравець</translation>
    </message>
    <message>
        <source>a fine</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>two got on it at once</source>
        <translation>на бочку сіли двоє одразу</translation>
    </message>
    <message>
        <source>fell off the barrel (%1)</source>
        <translation>виліт з бочки (%1)</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>чотири дев&apos;ятки</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>чотири валети</translation>
    </message>
    <message>
        <source>too few points in the hand</source>
        <translation>мало очок на руках</translation>
    </message>
    <message>
        <source>too few points in the talon</source>
        <translation>мало очок у прикупі</translation>
    </message>
    <message>
        <source>two nines in the talon</source>
        <translation>дві дев&apos;ятки в прикупі</translation>
    </message>
    <message>
        <source>three jacks in the talon</source>
        <translation>три валети в прикупі</translation>
    </message>
    <message>
        <source>a jack at the bottom</source>
        <translation>валет унизу колоди</translation>
    </message>
    <message>
        <source>a nine at the bottom</source>
        <translation>дев&apos;ятка внизу колоди</translation>
    </message>
    <message>
        <source>everybody passed</source>
        <translation>усі спасували</translation>
    </message>
    <message>
        <source>redeal: %1</source>
        <translation>перездача: %1</translation>
    </message>
    <message>
        <source>stock closed, 66 not reached</source>
        <translation>колоду закрито, 66 не набрано</translation>
    </message>
    <message>
        <source>66 announced without having it</source>
        <translation>66 оголошено, а очок не вистачає</translation>
    </message>
    <message>
        <source>nobody reached 66: a game point is carried</source>
        <translation>ніхто не набрав 66: ігрове очко переходить далі</translation>
    </message>
    <message>
        <source>nobody reached 66: a draw, nobody scores</source>
        <translation>ніхто не набрав 66: нічия, очок ніхто не отримує</translation>
    </message>
    <message>
        <source>the last trick won: it wins the hand</source>
        <translation>остання взятка — роздачу виграно</translation>
    </message>
    <message>
        <source>%1 (%2 carried)</source>
        <translation>%1 (перенесено %2)</translation>
    </message>
    <message>
        <source>trump %1 taken</source>
        <translation>козир %1 узято</translation>
    </message>
    <message>
        <source>trump %1 taken for %2</source>
        <translation>козир %1 узято за %2</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Взятка %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>dealer: %1</source>
        <translation>здає: %1</translation>
    </message>
    <message>
        <source>%1; sitting out: %2</source>
        <translation>%1; на прикупі: %2</translation>
    </message>
    <message>
        <source>dealt: %1</source>
        <translation>роздано: %1</translation>
    </message>
    <message>
        <source>%1 blind</source>
        <translation>%1 втемну</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>cards looked at</source>
        <translation>карти переглянуто</translation>
    </message>
    <message>
        <source>blind bid of %1 lifted</source>
        <translation>знято темну ставку: %1</translation>
    </message>
    <message>
        <source>auction won: %1</source>
        <translation>торгівлю виграно: %1</translation>
    </message>
    <message>
        <source>talon: %1</source>
        <translation>прикуп: %1</translation>
    </message>
    <message>
        <source>talon taken</source>
        <translation>прикуп узято</translation>
    </message>
    <message>
        <source>received: %1</source>
        <translation>отримано: %1</translation>
    </message>
    <message>
        <source>laid away: %1</source>
        <translation>скинуто: %1</translation>
    </message>
    <message>
        <source>contract: %1</source>
        <translation>замовлення: %1</translation>
    </message>
    <message>
        <source>marriage %1: %2</source>
        <translation>мар&apos;яж %1: %2</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <translation>%1 (показано)</translation>
    </message>
    <message>
        <source>trump: %1</source>
        <translation>козир: %1</translation>
    </message>
    <message>
        <source>%1 (turned up: %2)</source>
        <translation>%1 (відкрита: %2)</translation>
    </message>
    <message>
        <source>stock closed before drawing</source>
        <translation>колоду закрито до добору</translation>
    </message>
    <message>
        <source>stock closed</source>
        <translation>колоду закрито</translation>
    </message>
    <message>
        <source>66 announced: %1</source>
        <translation>66 оголошено: %1</translation>
    </message>
    <message>
        <source>66 announced: only %1</source>
        <translation>66 оголошено: лише %1</translation>
    </message>
    <message>
        <source>redeal refused: a fine for %1</source>
        <translation>у перездачі відмовлено, штраф: %1</translation>
    </message>
    <message>
        <source>game won: %1</source>
        <comment>, </comment>
        <translation>партію виграно: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Роздача %1</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Журнал роздач</translation>
    </message>
    <message>
        <source>wrote off %1</source>
        <translation>списання %1</translation>
    </message>
    <message>
        <source>gave up %1</source>
        <translation>відмова від гри (%1)</translation>
    </message>
    <message>
        <source>surrendered %1</source>
        <translation>золотий кін здано (%1)</translation>
    </message>
    <message>
        <source>zero (bolt) no. %1</source>
        <translation>болт № %1</translation>
    </message>
    <message>
        <source>mounted the barrel</source>
        <translation>посадка на бочку</translation>
    </message>
    <message>
        <source>card points taken: %1</source>
        <translation>взято очок у картах: %1</translation>
    </message>
    <message>
        <source>with %1 carried from a hand nobody won</source>
        <translation>разом із перенесеними очками: %1</translation>
    </message>
    <message>
        <source>nobody reached 66: a game point goes to the next hand&apos;s winner</source>
        <translation>ніхто не набрав 66: ігрове очко отримає переможець наступної роздачі</translation>
    </message>
    <message>
        <source>The scores the game started from</source>
        <translation>Рахунок, з якого почалася партія</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>на бочці</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>starting score: %1</source>
        <translation>початковий рахунок: %1</translation>
    </message>
    <message>
        <source>zeros (bolts) so far: %1</source>
        <translation>болтів на початок: %1</translation>
    </message>
    <message>
        <source>fell off the barrel</source>
        <translation>виліт з бочки</translation>
    </message>
    <message>
        <source>dump truck: back to 0</source>
        <translation>самоскид: назад на 0</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>перездача</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Подивитися карти</translation>
    </message>
    <message>
        <source>Unhide (I have a marriage)</source>
        <translation>Відкритися (є мар&apos;яж)</translation>
    </message>
    <message>
        <source>Demand a redeal</source>
        <translation>Вимагаю перездачу</translation>
    </message>
    <message>
        <source>Rospis (concede)</source>
        <translation>Розписати</translation>
    </message>
    <message>
        <source>Write off (spisat&apos;)</source>
        <translation>Списати</translation>
    </message>
    <message>
        <source>Give up (−bid, +50 each)</source>
        <translation>Здатися (−ставка, по +50)</translation>
    </message>
    <message>
        <source>Surrender the golden deal</source>
        <translation>Здати золотий кон</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Закрити колоду</translation>
    </message>
    <message>
        <source>66! (I have enough)</source>
        <translation>66! (мені досить)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Взяти з колоди</translation>
    </message>
    <message>
        <source>Close before drawing</source>
        <translation>Закрити до добору</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Bid blind</source>
        <translation>Втемну</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Ваша ставка:</translation>
    </message>
    <message>
        <source>Highest bid %1 — your bid:</source>
        <translation>Найвища ставка %1 — ваша ставка:</translation>
    </message>
    <message>
        <source>Give two cards:</source>
        <translation>Віддайте дві карти:</translation>
    </message>
    <message>
        <source>Lay two cards away:</source>
        <translation>Скинути дві карти:</translation>
    </message>
    <message>
        <source>Lay one card away and give one:</source>
        <translation>Скинути одну карту й віддати одну:</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Поміняти</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Віддати</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Lay away and give</source>
        <translation>Скинути й віддати</translation>
    </message>
    <message>
        <source>lay away:</source>
        <translation>у скид:</translation>
    </message>
    <message>
        <source>to %1:</source>
        <translation>%1 отримує:</translation>
    </message>
    <message>
        <source>Take a talon:</source>
        <translation>Взяти прикуп:</translation>
    </message>
    <message>
        <source>The left talon</source>
        <translation>Лівий прикуп</translation>
    </message>
    <message>
        <source>The right talon</source>
        <translation>Правий прикуп</translation>
    </message>
    <message>
        <source>Contract:</source>
        <translation>Замовлення:</translation>
    </message>
    <message>
        <source>Set contract</source>
        <translation>Замовити</translation>
    </message>
    <message>
        <source>…or lead a card to play at the bid</source>
        <translation>…або ходіть: гра за ставкою</translation>
    </message>
    <message>
        <source>Your turn: play a card (click, drag, or arrows and Enter)</source>
        <translation>Ваш хід: зіграйте карту (клацання, перетягування або стрілки й Enter)</translation>
    </message>
    <message>
        <source>Leading a king or queen of a pair:</source>
        <translation>Хід королем або дамою з мар&apos;яжу:</translation>
    </message>
    <message>
        <source>announce the marriage</source>
        <translation>оголосити мар&apos;яж</translation>
    </message>
    <message>
        <source>announce, no trump change (in suit)</source>
        <translation>оголосити без зміни козиря (у масть)</translation>
    </message>
    <message>
        <source>do not announce</source>
        <translation>не оголошувати</translation>
    </message>
    <message>
        <source>Show the marriage</source>
        <translation>Оголосити мар&apos;яж</translation>
    </message>
    <message>
        <source>Deal scored</source>
        <translation>Роздачу записано</translation>
    </message>
    <message>
        <source>%1 made %2</source>
        <translation>%1: замовлення %2 зіграно</translation>
    </message>
    <message>
        <source>%1 failed %2</source>
        <translation>%1: замовлення %2 не зіграно</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Перездача</translation>
    </message>
    <message>
        <source>Rospis</source>
        <translation>Розпис</translation>
    </message>
    <message>
        <source>Click or press Enter for the next deal</source>
        <translation>Клацніть або натисніть Enter для наступної роздачі</translation>
    </message>
    <message>
        <source>Choose two cards</source>
        <translation>Виберіть дві карти</translation>
    </message>
    <message>
        <source>Blind %1</source>
        <translation>Темна %1</translation>
    </message>
    <message>
        <source>66? Not enough</source>
        <translation>66? Не вистачає</translation>
    </message>
    <message>
        <source>Marriage %1 +%2</source>
        <translation>Мар&apos;яж %1 +%2</translation>
    </message>
    <message>
        <source>Closed before drawing</source>
        <translation>Закрито до добору</translation>
    </message>
    <message>
        <source>Closed the stock</source>
        <translation>Колоду закрито</translation>
    </message>
    <message>
        <source>Redeal!</source>
        <translation>Перездача!</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Закрита</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Колода: %1</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>на прикупі</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Ви граєте %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 грає %2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Козир: %1</translation>
    </message>
    <message>
        <source>No trump yet</source>
        <translation>Козиря поки немає</translation>
    </message>
    <message>
        <source>Nobody reached 66: a point is carried</source>
        <translation>Ніхто не набрав 66: очко переходить далі</translation>
    </message>
    <message>
        <source>You win the hand: +%1</source>
        <translation>Ви виграли роздачу: +%1</translation>
    </message>
    <message>
        <source>%1 wins the hand: +%2</source>
        <translation>%1 виграє роздачу: +%2</translation>
    </message>
    <message>
        <source>%1 closed the stock and did not reach 66</source>
        <translation>%1: колоду закрито, а 66 не набрано</translation>
    </message>
    <message>
        <source>%1 announced 66 without having it</source>
        <translation>%1: оголошено 66, а їх немає</translation>
    </message>
    <message>
        <source>Schwarz: %1 took no trick</source>
        <translation>Шварц: %1 — жодної взятки</translation>
    </message>
    <message>
        <source>Schneider: %1 took under 33</source>
        <translation>Шнайдер: %1 — менше 33 очок</translation>
    </message>
    <message>
        <source>Card points: %1 %2 · %3 %4</source>
        <translation>Очки у взятках: %1 %2 · %3 %4</translation>
    </message>
    <message>
        <source>Choose two cards to give</source>
        <translation>Виберіть дві карти, щоб віддати</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Зв&apos;язок із господарем столу втрачено.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Ви вийшли з-за столу.</translation>
    </message>
    <message>
        <source>Cannot reach the host: %1</source>
        <translation>Не вдається зв&apos;язатися з господарем столу: %1</translation>
    </message>
    <message>
        <source>The host stopped answering.</source>
        <translation>Господар столу перестав відповідати.</translation>
    </message>
    <message>
        <source>The host sent something this app cannot read (%1).</source>
        <translation>Господар столу надіслав те, чого ця програма не може прочитати (%1).</translation>
    </message>
    <message>
        <source>The host refused the connection.</source>
        <translation>Господар столу не прийняв підключення.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>причину не вказано</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Стіл: %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Відкрити стіл</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>будь-який вільний</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Троє</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Четверо</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Двоє</translation>
    </message>
    <message>
        <source>never</source>
        <translation>ніколи</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>When the table is full, a guest who has been neither ready nor active this long gives the seat to a player who arrives.</source>
        <translation>Коли всі місця зайняті, гість, який стільки часу не готовий і нічого не робить, поступається місцем новому гравцеві.</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без обмеження</translation>
    </message>
    <message>
        <source>A guest who has not played a turn after this long has it played by a computer; every player sees it.</source>
        <translation>Якщо гість не зробив хід за цей час, за нього ходить комп&apos;ютер; це бачать усі гравці.</translation>
    </message>
    <message>
        <source>Turn time:</source>
        <translation>Час на хід:</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Початок:</translation>
    </message>
    <message>
        <source>Agreements…</source>
        <translation>Домовленості…</translation>
    </message>
    <message>
        <source>Continue a saved game…</source>
        <translation>Продовжити збережену гру…</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Назва столу:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Computers in empty seats:</source>
        <translation>Комп&apos;ютери на вільних місцях:</translation>
    </message>
    <message>
        <source>Give an idle guest&apos;s seat away after:</source>
        <translation>Віддати місце бездіяльного гостя через:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Гра:</translation>
    </message>
    <message>
        <source>Agreements:</source>
        <translation>Домовленості:</translation>
    </message>
    <message>
        <source>Players on your network see the table in Network ▸ Join a table…, or type this computer&apos;s address and the port shown in the lobby.</source>
        <translation>Гравці вашої мережі побачать стіл у меню Мережа ▸ Сісти за стіл… або введуть адресу цього комп&apos;ютера й порт, указаний у залі очікування.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Відкрити стіл</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>Продовжити збережену гру</translation>
    </message>
    <message>
        <source>This is not a game the table can go on with.</source>
        <translation>Цю гру не можна продовжити за столом.</translation>
    </message>
    <message>
        <source>a new game</source>
        <translation>нова гра</translation>
    </message>
    <message>
        <source>(the saved game&apos;s)</source>
        <translation>(зі збереженої гри)</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Зал очікування</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Закрити стіл</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Вийти з-за столу</translation>
    </message>
    <message>
        <source>Your table “%1” is open. Other players join it from Network ▸ Join a table…, or with the address %2 and port %3.</source>
        <translation>Ваш стіл «%1» відкрито. Інші гравці сідають за нього через Мережа ▸ Сісти за стіл… або за адресою %2, порт %3.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Підключення…</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>Не вдалося відкрити стіл: %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Підключення до %1…</translation>
    </message>
    <message>
        <source>You are back at seat %1.</source>
        <translation>Ви знову на місці %1.</translation>
    </message>
    <message>
        <source>You sit at seat %1.</source>
        <translation>Ваше місце — %1.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Сісти за стіл</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>Стіл закрито</translation>
    </message>
    <message>
        <source>You can save the game record as far as this seat saw it.</source>
        <translation>Можна зберегти запис партії — те, що бачило ваше місце.</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Зберегти запис партії</translation>
    </message>
    <message>
        <source>Close the table? The game ends for everyone.</source>
        <translation>Закрити стіл? Партія закінчиться для всіх.</translation>
    </message>
    <message>
        <source>Leave the table? A computer takes your seat; joining again takes it back.</source>
        <translation>Вийти з-за столу? Ваше місце займе комп&apos;ютер; повернувшись до столу, ви знову його займете.</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (комп&apos;ютер)</translation>
    </message>
    <message>
        <source>You are not at a table any more.</source>
        <translation>ви вже не за столом</translation>
    </message>
    <message>
        <source>not your seat</source>
        <translation>це не ваше місце</translation>
    </message>
    <message>
        <source>wait for the host&apos;s answer to your last move</source>
        <translation>дочекайтеся відповіді господаря столу на ваш попередній хід</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>Господар столу не прийняв хід: %1</translation>
    </message>
    <message>
        <source>%1 lost the connection; a computer takes the seat if they do not come back.</source>
        <translation>%1 — зв&apos;язок утрачено; якщо гравець не повернеться, його місце займе комп&apos;ютер.</translation>
    </message>
    <message>
        <source>A computer plays for %1 now.</source>
        <translation>Тепер за гравця %1 грає комп&apos;ютер.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 знову за столом.</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Домовленість</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <source>Or the host&apos;s address and port:</source>
        <translation>Або адреса й порт господаря столу:</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Столи у вашій мережі:</translation>
    </message>
    <message>
        <source>%1 — %2, %3 — %4 seated, %5 free (%6)</source>
        <translation>%1 — %2, %3 — зайнято: %4, вільно: %5 (%6)</translation>
    </message>
    <message>
        <source>needs another version (%1)</source>
        <translation>потрібна інша версія (%1)</translation>
    </message>
    <message>
        <source>a game this version cannot play</source>
        <translation>у цю гру ця версія грати не вміє</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>Напишіть щось</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готовий</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Почати партію</translation>
    </message>
    <message>
        <source>Send away</source>
        <translation>Прибрати з-за столу</translation>
    </message>
    <message>
        <source>The guest in the chosen seat leaves the table.</source>
        <translation>Гість на вибраному місці залишає стіл.</translation>
    </message>
    <message>
        <source>Keep the seat for…</source>
        <translation>Залишити місце за…</translation>
    </message>
    <message>
        <source>Only the player of the name you give may take the chosen seat.</source>
        <translation>Вибране місце зможе зайняти лише гравець із зазначеним ім&apos;ям.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <source>Each turn may take %1; past that a computer plays the turn.</source>
        <translation>На кожен хід дається %1; після цього хід робить комп&apos;ютер.</translation>
    </message>
    <message>
        <source>Fixed deals (test): this table deals from a fixed seed, so every card can be foreseen.</source>
        <translation>Задані роздачі (тест): цей стіл роздає карти в наперед заданому порядку, тож кожну карту можна передбачити.</translation>
    </message>
    <message>
        <source>(kept for %1)</source>
        <translation>(місце для: %1)</translation>
    </message>
    <message>
        <source>(empty — a computer will play)</source>
        <translation>(вільно — зіграє комп&apos;ютер)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готовність: так</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>готовність: ні</translation>
    </message>
    <message>
        <source>away</source>
        <translation>немає зв&apos;язку</translation>
    </message>
    <message>
        <source>in the saved game: %1, %2</source>
        <translation>у збереженій грі: %1, %2</translation>
    </message>
    <message>
        <source>Keep seat %1 for the player called (leave it empty to free the seat for anyone):</source>
        <translation>Залишити місце %1 за гравцем на ім&apos;я (порожньо — місце вільне для всіх):</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>Залишити місце</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready.</source>
        <translation>Чекаємо готовності: %1.</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Партія почалася.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: %1</source>
        <translation>Цю партію не враховано в статистиці: %1</translation>
    </message>
    <message>
        <source>Could not save the statistics: %1</source>
        <translation>Не вдалося зберегти статистику: %1</translation>
    </message>
    <message>
        <source>The statistics file could not be read and was moved to %1; the statistics start afresh.</source>
        <translation>Файл статистики не вдалося прочитати, його переміщено до %1; статистика починається заново.</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>Стіл у локальній мережі</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Завершених партій ще немає.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Гравець:</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показник</translation>
    </message>
    <message>
        <source>Opponents or rules</source>
        <translation>Супротивники або правила</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Points per deal in the last games</source>
        <translation>Очки за роздачу в останніх партіях</translation>
    </message>
    <message>
        <source>Won and lost per computer level</source>
        <translation>Виграші та програші за рівнем комп&apos;ютера</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Скинути статистику…</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Усі гравці</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Рівень комп&apos;ютера</translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 з %2 (%3%)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Зіграно партій</translation>
    </message>
    <message>
        <source>Finished games only: the deals of a game in progress count once it ends.</source>
        <translation>Лише завершені ігри: роздачі поточної гри зарахуються, коли вона закінчиться.</translation>
    </message>
    <message>
        <source>Game points per hand in the last games</source>
        <translation>Ігрові очки за роздачу в останніх партіях</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Виграно партій</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Зіграно роздач</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Виграно роздач</translation>
    </message>
    <message>
        <source>Game points won</source>
        <translation>Набрано ігрових очок</translation>
    </message>
    <message>
        <source>Average game points per hand</source>
        <translation>Ігрових очок у середньому за роздачу</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Зіграно роздач</translation>
    </message>
    <message>
        <source>Average points per deal</source>
        <translation>Середні очки за роздачу</translation>
    </message>
    <message>
        <source>Contracts made as declarer</source>
        <translation>Зіграні замовлення (розігрувачем)</translation>
    </message>
    <message>
        <source>Highest contract made</source>
        <translation>Найвище зігране замовлення</translation>
    </message>
    <message>
        <source>Got on the barrel</source>
        <translation>Разів на бочці</translation>
    </message>
    <message>
        <source>Won from the barrel</source>
        <translation>Перемог з бочки</translation>
    </message>
    <message>
        <source>Fell off the barrel</source>
        <translation>Вильотів з бочки</translation>
    </message>
    <message>
        <source>Zeros (bolts)</source>
        <translation>Болти</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Скинути статистику</translation>
    </message>
    <message>
        <source>Forget every counted game? This cannot be undone.</source>
        <translation>Забути всі враховані партії? Цього не можна скасувати.</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Файл не вдалося прочитати: %1</translation>
    </message>
    <message>
        <source>The file is not a game record: it is damaged or cut short, or it is another kind of file.</source>
        <translation>Файл — не запис партії: він пошкоджений чи обрізаний, або це файл іншого типу.</translation>
    </message>
    <message>
        <source>Deal %1, move %2: the move cannot be played by the rules.</source>
        <translation>Роздача %1, хід %2: за правилами такий хід неможливий.</translation>
    </message>
    <message>
        <source>Deal %1 cannot be read.</source>
        <translation>Роздачу %1 не вдалося прочитати.</translation>
    </message>
    <message>
        <source>The file is a game record this app cannot read.</source>
        <translation>Це запис партії, який програма не може прочитати.</translation>
    </message>
    <message>
        <source>For a bug report, in the engine&apos;s words: %1</source>
        <translation>Для повідомлення про помилку, словами рушія гри: %1</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Стрілки ←, →</translation>
    </message>
    <message>
        <source>Choose a card in your hand</source>
        <translation>Вибрати карту в руці</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, пробіл</translation>
    </message>
    <message>
        <source>Play the chosen card (while giving: pick it); go on when the table waits</source>
        <translation>Зіграти вибрану карту (під час віддавання — позначити її); продовжити, коли стіл чекає</translation>
    </message>
    <message>
        <source>Click on the table</source>
        <translation>Клацання по столу</translation>
    </message>
    <message>
        <source>Go on when the table waits (a talon, a trick, a deal&apos;s result)</source>
        <translation>Продовжити, коли стіл чекає (прикуп, взятка, підсумок роздачі)</translation>
    </message>
    <message>
        <source>A higher or lower bid or contract</source>
        <translation>Ставка чи замовлення вище або нижче</translation>
    </message>
    <message>
        <source>Review: a step back or on</source>
        <translation>Розбір: крок назад або вперед</translation>
    </message>
    <message>
        <source>Review: to the next trick</source>
        <translation>Розбір: до наступної взятки</translation>
    </message>
    <message>
        <source>Review: to the deal before or after</source>
        <translation>Розбір: до попередньої або наступної роздачі</translation>
    </message>
    <message>
        <source>Review: to the start or the end of the game</source>
        <translation>Розбір: на початок або кінець партії</translation>
    </message>
    <message>
        <source>Review: to the next or the previous mistake found</source>
        <translation>Розбір: до наступної або попередньої знайденої помилки</translation>
    </message>
    <message>
        <source>Review: close it</source>
        <translation>Розбір: завершити</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавіатура</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Що роблять</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Розбір:</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далі ▶</translation>
    </message>
    <message>
        <source>Next trick ▶▶</source>
        <translation>Наступна взятка ▶▶</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Завершити розбір</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Роздача %1 з %2</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>хід %1 з %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партію закінчено</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Розібрати цю гру</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Нова гра…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Tysiąc licytowy, 1000 for two as Polish players play it, as pagat.com&apos;s rules of Thousand describe it. Two players; the first to reach 1000 points wins.</source>
        <translation>Tysiąc licytowy («тисяча з торгівлею») — тисяча вдвох, як у неї грають у Польщі, за правилами «Тисячі» з pagat.com. Двоє гравців; перемагає перший, хто набере 1000 очок.</translation>
    </message>
    <message>
        <source>The deal and the auction</source>
        <translation>Роздача й торгівля</translation>
    </message>
    <message>
        <source>Each player gets ten cards; the other four lie face down as two talons of two. The deal alternates.</source>
        <translation>Кожному по десять карт; решта чотири лежать сорочкою догори — два прикупи по дві карти. Здають по черзі.</translation>
    </message>
    <message>
        <source>The non-dealer opens with at least 100; bids rise in tens and one pass ends the auction. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Той, хто не здавав, відкриває торгівлю щонайменше зі 100; ставки ростуть на 10, один пас закінчує торгівлю. Понад 120 можна замовляти, лише маючи мар&apos;яж на руках.</translation>
    </message>
    <message>
        <source>The high bidder chooses a talon, shows it and takes it; the other stays face down and is never seen. He lays two cards away face down, may raise his bid, and leads.</source>
        <translation>Переможець торгівлі вибирає прикуп, відкриває його й забирає; другий лишається закритим, його ніхто не бачить. Потім розігрувач відкладає дві карти сорочкою догори, може підняти замовлення і ходить першим.</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen, from the first trick on: hearts 100, diamonds 80, clubs 60, spades 40. It scores at once and its suit becomes trumps.</source>
        <translation>Мар&apos;яж оголошують ходом з його короля чи дами, починаючи з першої взятки: чирва 100, бубна 80, трефа 60, піка 40. Він записується одразу, і його масть стає козирем.</translation>
    </message>
    <message>
        <source>Scoring and the end</source>
        <translation>Підрахунок очок і кінець гри</translation>
    </message>
    <message>
        <source>The bidder scores his bid if he reaches it and loses it if not; his opponent scores his points rounded to tens. The unused talon and the cards laid away count for nobody — except that a bidder who plays 120, takes all ten tricks and announces no marriage scores 120.</source>
        <translation>Розігрувач отримує своє замовлення, якщо набрав його, інакше втрачає його; супротивник отримує свої очки, округлені до десятків. Невикористаний прикуп і відкладені карти не йдуть нікому — крім випадку, коли розігрувач грає 120, бере всі десять взяток і не оголошує мар&apos;яжу: він отримує 120.</translation>
    </message>
    <message>
        <source>No barrel: from 900 a player stands on the lock and scores only as bidder. Zeros cost nothing and there is no bomba unless the table agrees it.</source>
        <translation>Бочки немає: з 900 гравець стоїть на рисці й записує очки лише як розігрувач. Болти нічого не коштують, розпису (польською «бомба») немає, якщо стіл про нього не домовився.</translation>
    </message>
    <message>
        <source>Russian 1000 for two, as pagat.com&apos;s rules of Thousand give it. Two players; the first to reach 1000 points wins.</source>
        <translation>Російська тисяча вдвох, за правилами «Тисячі» з pagat.com. Двоє гравців; перемагає перший, хто набере 1000 очок.</translation>
    </message>
    <message>
        <source>Each player gets nine cards; the other six lie face down as two kitties of three. The deal alternates.</source>
        <translation>Кожному по дев&apos;ять карт; решта шість лежать сорочкою догори — два прикупи по три карти. Здають по черзі.</translation>
    </message>
    <message>
        <source>The non-dealer speaks first; bids start at 85 and rise in fives, and one pass ends the auction. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Першим говорить той, хто не здавав; ставки починаються з 85 і ростуть на 5, один пас закінчує торгівлю. Понад 120 можна замовляти, лише маючи мар&apos;яж на руках.</translation>
    </message>
    <message>
        <source>The high bidder chooses a kitty, shows it and takes it; the other stays face down and is never seen. He lays one card away and gives one to his opponent, both face down, may raise his bid, and leads.</source>
        <translation>Переможець торгівлі вибирає прикуп, відкриває його й забирає; другий лишається закритим, його ніхто не бачить. Потім розігрувач відкладає одну карту й віддає одну супротивникові, обидві сорочкою догори, може підняти замовлення і ходить першим.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen, from the second trick on: hearts 100, diamonds 80, clubs 60, spades 40. It scores at once and its suit becomes trumps.</source>
        <translation>Мар&apos;яж оголошують ходом з його короля чи дами, починаючи з другої взятки: чирва 100, бубна 80, трефа 60, піка 40. Він записується одразу, і його масть стає козирем.</translation>
    </message>
    <message>
        <source>The bidder scores his bid if he reaches it and loses it if not; his opponent scores his points rounded to 5. The unused kitty and the card laid away count for nobody.</source>
        <translation>Розігрувач отримує своє замовлення, якщо набрав його, інакше втрачає його; супротивник отримує свої очки, округлені до 5. Невикористаний прикуп і відкладена карта не йдуть нікому.</translation>
    </message>
    <message>
        <source>There is no barrel, no penalty for zeros and no rospis.</source>
        <translation>Немає ні бочки, ні штрафу за болти, ні розпису.</translation>
    </message>
    <message>
        <source>Tysiąc dobierany, as pagat.com&apos;s rules of Thousand describe it: 1000 for two with no bidding, drawing from a stock.</source>
        <translation>Tysiąc dobierany, за правилами «Тисячі» з pagat.com: тисяча вдвох без торгівлі, з добором із колоди.</translation>
    </message>
    <message>
        <source>The deal and the stock</source>
        <translation>Роздача й колода</translation>
    </message>
    <message>
        <source>Each player gets six cards; the other twelve lie face down as the stock. The deal alternates. There is no bidding.</source>
        <translation>Кожному по шість карт; решта дванадцять лежать сорочкою догори — це колода. Здають по черзі. Торгівлі немає.</translation>
    </message>
    <message>
        <source>After each trick its winner draws from the stock first, then the other. While the stock lasts any card may be played; once it is empty you must follow suit, else trump. You need not win the trick.</source>
        <translation>Після кожної взятки той, хто її взяв, першим бере карту з колоди, потім інший. Поки в колоді є карти, можна ходити будь-якою картою; коли вона скінчилася, треба ходити в масть, а без масті — козирем. Перебивати не обов&apos;язково.</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Мар&apos;яжі</translation>
    </message>
    <message>
        <source>There are no trumps until a marriage. A player on lead who has won a trick announces a marriage by leading its king or queen: hearts 100, diamonds 80, clubs 60, spades 40. The first makes trumps; a later one in another suit changes them.</source>
        <translation>Поки немає мар&apos;яжу, немає й козиря. Гравець, чий хід і в кого вже є взятка, оголошує мар&apos;яж ходом з його короля чи дами: чирва 100, бубна 80, трефа 60, піка 40. Перший мар&apos;яж призначає козир, наступний в іншій масті його змінює.</translation>
    </message>
    <message>
        <source>After the twelve tricks each player scores the card points he took and his marriages, unrounded. The first at 1000 or more after a hand wins; if both are, the higher total.</source>
        <translation>Після дванадцяти взяток кожен записує очки взятих карт і своїх мар&apos;яжів без округлення. Перемагає перший, у кого після роздачі 1000 або більше; якщо в обох — у кого більше.</translation>
    </message>
    <message>
        <source>1001 (Tausendeins), the German game, as pagat.com&apos;s rules of Thousand describe it. Three players; the first whose total becomes more than 1000 wins — 1000 exactly is not enough.</source>
        <translation>1001 (Tausendeins), німецька гра, за правилами «Тисячі» з pagat.com. Троє гравців; перемагає перший, у кого сума стане більшою за 1000 — рівно 1000 замало.</translation>
    </message>
    <message>
        <source>A 20-card pack without nines; card points as in 1000: ace 11, ten 10, king 4, queen 3, jack 2.</source>
        <translation>Колода з 20 карт без дев&apos;яток; очки карт як у тисячі: туз 11, десятка 10, король 4, дама 3, валет 2.</translation>
    </message>
    <message>
        <source>Each player gets six cards; two go face down to the talon.</source>
        <translation>Кожному по шість карт; дві кладуть сорочкою догори в прикуп.</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open with at least 40; bids rise in tens and a pass is final. The high bidder takes the talon unseen by the others, lays two cards away face down — their points count for him — and leads.</source>
        <translation>Гравець ліворуч від здавальника мусить відкрити торгівлю щонайменше з 40; ставки ростуть на 10, пас остаточний. Переможець торгівлі бере прикуп, не показуючи його, відкладає дві карти сорочкою догори — їхні очки йдуть йому — і ходить першим.</translation>
    </message>
    <message>
        <source>You must follow suit; unable, you may play any card. You need not trump.</source>
        <translation>Треба ходити в масть; без масті можна будь-якою картою. Козиряти не обов&apos;язково.</translation>
    </message>
    <message>
        <source>The leader may announce a marriage at any trick by leading its king or queen: clubs 100, spades 80, hearts 60, diamonds 40. Its suit becomes trumps; a later marriage changes them.</source>
        <translation>Той, хто ходить, може оголосити мар&apos;яж у будь-якій взятці ходом з його короля чи дами: трефа 100, піка 80, чирва 60, бубна 40. Його масть стає козирем, наступний мар&apos;яж її змінює.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок очок</translation>
    </message>
    <message>
        <source>Each player&apos;s points are his tricks&apos; card points and his marriages, rounded to the nearest ten. The bidder who reaches his bid scores all his points; if not, he loses his bid. The others score what they took.</source>
        <translation>Очки гравця — очки карт у його взятках і його мар&apos;яжі, округлені до найближчого десятка. Розігрувач, що набрав замовлення, записує всі свої очки, інакше втрачає замовлення. Інші записують те, що взяли.</translation>
    </message>
    <message>
        <source>Russeln, the Austrian game from Melk, as pagat.com&apos;s rules of Thousand describe it. Three players; the first to reach the agreed target (1000) wins.</source>
        <translation>Russeln, австрійська гра з Мелька, за правилами «Тисячі» з pagat.com. Троє гравців; перемагає перший, хто набере умовлену суму (1000).</translation>
    </message>
    <message>
        <source>Each player gets eight cards; there is no talon.</source>
        <translation>Кожному по вісім карт; прикупу немає.</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open; bids rise in tens with no minimum and a pass is final. The high bidder leads.</source>
        <translation>Гравець ліворуч від здавальника мусить відкрити торгівлю; ставки ростуть на 10 без мінімуму, пас остаточний. Переможець торгівлі ходить першим.</translation>
    </message>
    <message>
        <source>You must follow suit and beat the highest card of the trick if you can; unable to follow, you must trump, over a trump already played if you can; with no trump, play anything.</source>
        <translation>Треба ходити в масть і, якщо можна, перебити старшу карту взятки; без масті треба козиряти, перебиваючи вже покладений козир, якщо можна; без козиря — будь-якою картою.</translation>
    </message>
    <message>
        <source>Before leading, a player may declare a marriage by leading its king or queen: hearts 100, diamonds 80, spades 60, clubs 40. Its suit becomes trumps; a later marriage changes them.</source>
        <translation>Перед ходом гравець може оголосити мар&apos;яж ходом з його короля чи дами: чирва 100, бубна 80, піка 60, трефа 40. Його масть стає козирем, наступний мар&apos;яж її змінює.</translation>
    </message>
    <message>
        <source>Sixty-Six, the two-player ancestor of 1000, as the usual rules of Schnapsen&apos;s family give it. A hand is won by reaching 66 card points; the first to seven game points wins the game.</source>
        <translation>«Шістдесят шість», гра вдвох, предок тисячі, за звичайними правилами ігор родини шнапсена. Роздачу виграє той, хто набрав 66 очок; перемагає перший, хто набере сім ігрових очок.</translation>
    </message>
    <message>
        <source>Each player gets six cards; the next card is turned up for trumps and lies under the stock, the last card to be drawn. The deal alternates.</source>
        <translation>Кожному по шість карт; наступну карту відкривають як козир, вона лежить під колодою і береться останньою. Здають по черзі.</translation>
    </message>
    <message>
        <source>After each trick its winner draws first, then the other. While the stock lasts any card may be played; once it is empty or closed you must follow suit, else trump.</source>
        <translation>Після кожної взятки той, хто її взяв, першим бере карту, потім інший. Поки в колоді є карти, можна ходити будь-якою картою; коли вона скінчилася або закрита, треба ходити в масть, а без масті — козирем.</translation>
    </message>
    <message>
        <source>The player on lead may close the stock, the winner of a trick even before drawing, and, once he has won a trick, exchange the trump nine for the turned card.</source>
        <translation>Гравець, чий хід, може закрити колоду (той, хто взяв взятку, — навіть до добору), а коли в нього вже є взятка — поміняти козирну дев&apos;ятку на відкриту карту.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen: 20, or 40 in trumps. It counts once its player has won a trick.</source>
        <translation>Мар&apos;яж оголошують ходом з його короля чи дами: 20, у козирях 40. Він зараховується, коли в гравця є взятка.</translation>
    </message>
    <message>
        <source>A player who has 66 announces it on lead and wins the hand: 1 game point, 2 if the opponent has under 33, 3 if he has no trick. A wrong claim or a failed closing gives the opponent 2, or 3 if he had no trick.</source>
        <translation>Гравець, що набрав 66, оголошує це у свій хід і виграє роздачу: 1 ігрове очко, 2 — якщо в супротивника менше 33, 3 — якщо в нього немає жодної взятки. За хибне оголошення чи невдале закриття супротивник отримує 2, або 3, якщо в нього не було взятки.</translation>
    </message>
    <message>
        <source>The last trick scores 10 (not when the stock was closed). A hand nobody wins carries one game point to the next hand&apos;s winner.</source>
        <translation>Остання взятка дає 10 (якщо колоду не закривали). Якщо роздачу не виграв ніхто, одне ігрове очко переходить до переможця наступної роздачі.</translation>
    </message>
    <message>
        <source>Other games of the family:</source>
        <translation>Інші ігри родини:</translation>
    </message>
    <message>
        <source>%1 120: rospis, the declarer gave up a contract of 120.</source>
        <translation>%1 120: розпис, розігрувач розписав замовлення 120.</translation>
    </message>
    <message>
        <source>Ringed: made; struck out: failed.</source>
        <translation>Обведено: зіграв; закреслено: не зіграв.</translation>
    </message>
    <message>
        <source>a bolt: a deal with no points</source>
        <translation>болт: роздача без очок</translation>
    </message>
    <message>
        <source>a penalty</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>dump truck: the score went back to 0</source>
        <translation>самоскид: рахунок повернувся до 0</translation>
    </message>
    <message>
        <source>nobody won the hand: its game point goes to the next hand&apos;s winner</source>
        <translation>роздачу ніхто не виграв: її ігрове очко отримає переможець наступної роздачі</translation>
    </message>
    <message>
        <source>more marks than the column shows: point at the cell</source>
        <translation>позначок більше, ніж уміщує стовпець: наведіть на клітинку</translation>
    </message>
    <message>
        <source>You took the trick: Draw (D), or Close before drawing (Z).</source>
        <translation>Взятка ваша: візьміть з колоди (D) або закрийте до добору (Z).</translation>
    </message>
    <message>
        <source>You took the trick: drawing from the stock… (Z: close before drawing)</source>
        <translation>Взятка ваша: ви берете карту з колоди… (Z — закрити до добору)</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Звук:</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Увімкнено</translation>
    </message>
    <message>
        <source>No audio device found</source>
        <translation>Звуковий пристрій не знайдено</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Гучність</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Аналіз не вдався: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled</source>
        <translation>Аналіз скасовано</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Аналізувати</translation>
    </message>
    <message>
        <source>The hard level evaluates every decision of the chosen seat from what that seat knew then</source>
        <translation>Сильний рівень оцінює кожне рішення вибраного гравця за тим, що гравцеві було відомо в той момент</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Наступна помилка</translation>
    </message>
    <message>
        <source>The next decision that cost more than the coach&apos;s threshold (%1; %2: the one before)</source>
        <translation>Наступне рішення, яке коштувало більше за поріг тренера (%1; %2 — попереднє)</translation>
    </message>
    <message>
        <source>Whose decisions to analyse</source>
        <translation>Чиї рішення аналізувати</translation>
    </message>
</context>
<context>
    <name>Agreements</name>
    <message>
        <source>Restriction</source>
        <translation>Обмеження</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штрафи</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Перездачі</translation>
    </message>
    <message>
        <source>Distribution (rospis)</source>
        <translation>Розпис</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Золотий кон</translation>
    </message>
    <message>
        <source>Hidden round (blind)</source>
        <translation>Темна</translation>
    </message>
    <message>
        <source>Trumps and marriages</source>
        <translation>Козирі й мар&apos;яжі</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Гра вчотирьох</translation>
    </message>
    <message>
        <source>A popular online site&apos;s table: to 1001, 121 on the barrel, ace marriage, hidden talon on 100, dump truck at ±555, golden cone, game over at −1000.</source>
        <translation>Стіл популярного ігрового сайту: до 1001, на бочці від 121, тузовий мар&apos;яж, прикуп на 100 не відкривається, самоскид на ±555, золотий кон втемну, кінець гри на −1000.</translation>
    </message>
    <message>
        <source>Several players on the barrel</source>
        <translation>Кілька гравців на бочці</translation>
    </message>
    <message>
        <source>When a player mounts the barrel while others sit on it: all stay, the earlier one is thrown off (fined), or two may stay and a third throws both off.</source>
        <translation>Коли гравець сідає на бочку, де вже хтось сидить: залишаються всі, попередній злітає (зі штрафом) або двоє можуть сидіти, а третій скидає обох.</translation>
    </message>
    <message>
        <source>stay</source>
        <translation>сидять усі</translation>
    </message>
    <message>
        <source>two may stay</source>
        <translation>двоє сидять</translation>
    </message>
    <message>
        <source>No simultaneous barrel</source>
        <translation>Разом на бочку не можна</translation>
    </message>
    <message>
        <source>Players who reach the barrel in the same deal are all fined instead of mounting it.</source>
        <translation>Гравці, які дійшли до бочки в одній роздачі, замість бочки всі отримують штраф.</translation>
    </message>
    <message>
        <source>Don&apos;t expose the talon on 100</source>
        <translation>Прикуп на 100 не відкривати</translation>
    </message>
    <message>
        <source>A declarer who won the auction at 100 takes the talon without showing it.</source>
        <translation>Розігрувач, який виграв торгівлю на 100, забирає прикуп, не показуючи його.</translation>
    </message>
    <message>
        <source>Passed cards</source>
        <translation>Віддані карти</translation>
    </message>
    <message>
        <source>Whether the two cards the declarer gives away are seen by everyone or only by the player who gets each.</source>
        <translation>Чи бачать дві карти, віддані розігрувачем, усі гравці чи лише той, кому карта дісталася.</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>закриті</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>відкриті</translation>
    </message>
    <message>
        <source>Round own points</source>
        <translation>Округлювати очки розігрувача</translation>
    </message>
    <message>
        <source>The declarer&apos;s points are rounded like the defenders&apos; before they are compared with the contract.</source>
        <translation>Очки розігрувача округлюють, як у супротивників, перш ніж порівняти із замовленням.</translation>
    </message>
    <message>
        <source>More than 1000 to win</source>
        <translation>Для перемоги більше 1000</translation>
    </message>
    <message>
        <source>The game is won with more than 1000 points (1001), not with 1000.</source>
        <translation>Для перемоги потрібно більше 1000 очок (1001), а не рівно 1000.</translation>
    </message>
    <message>
        <source>No jumping</source>
        <translation>Без стрибків</translation>
    </message>
    <message>
        <source>Each bid must be exactly one step above the last.</source>
        <translation>Кожна ставка рівно на один крок вища за попередню.</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Бочка на</translation>
    </message>
    <message>
        <source>The score at which a player mounts the barrel (or is locked).</source>
        <translation>Рахунок, за якого гравець сідає на бочку (або стає на риску).</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Крок ставки</translation>
    </message>
    <message>
        <source>Bids and contracts go up in steps of this size.</source>
        <translation>Ставки й замовлення зростають на цю величину.</translation>
    </message>
    <message>
        <source>Bid above 120 without a marriage</source>
        <translation>Понад 120 без мар&apos;яжу</translation>
    </message>
    <message>
        <source>A player may bid or raise above 120 without holding a king–queen pair.</source>
        <translation>Можна замовляти й підвищувати понад 120, не маючи на руках короля з дамою однієї масті.</translation>
    </message>
    <message>
        <source>Bid cap: 120 plus marriages held</source>
        <translation>Межа ставки: 120 плюс мар&apos;яжі на руках</translation>
    </message>
    <message>
        <source>No bid may exceed 120 plus the marriages in the bidder&apos;s hand.</source>
        <translation>Ставка не може перевищувати 120 плюс мар&apos;яжі на руках у того, хто замовляє.</translation>
    </message>
    <message>
        <source>Silence below</source>
        <translation>Без торгівлі нижче</translation>
    </message>
    <message>
        <source>A player whose score is below this may not bid, except the compulsory opening bid (-10000: nobody is silenced).</source>
        <translation>Гравець із рахунком, нижчим за цей, не торгується, крім обов&apos;язкової першої ставки (-10000: мовчати не доводиться нікому).</translation>
    </message>
    <message>
        <source>Penalty amount</source>
        <translation>Розмір штрафу</translation>
    </message>
    <message>
        <source>The fine for every third zero, every third rospis, falling off the barrel and the other penalties.</source>
        <translation>Штраф за кожен третій болт, кожен третій розпис, падіння з бочки та інші порушення.</translation>
    </message>
    <message>
        <source>Zero penalty</source>
        <translation>Штраф за болти</translation>
    </message>
    <message>
        <source>Every third zero (bolt) costs the penalty.</source>
        <translation>За кожен третій болт — штраф.</translation>
    </message>
    <message>
        <source>Three zeros in a row</source>
        <translation>Три болти поспіль</translation>
    </message>
    <message>
        <source>Only three zeros in consecutive deals are fined; a deal without a zero starts the count again.</source>
        <translation>Штрафують лише три болти в роздачах поспіль; роздача без болта починає лік заново.</translation>
    </message>
    <message>
        <source>Avoid own bolt</source>
        <translation>Розігрувачу болт не пишуть</translation>
    </message>
    <message>
        <source>A declarer who takes no points gets no zero (bolt); only defenders do.</source>
        <translation>Розігрувач, який не взяв очок, болта не отримує; болт пишуть лише супротивникам.</translation>
    </message>
    <message>
        <source>Dump truck at 555</source>
        <translation>Самоскид на 555</translation>
    </message>
    <message>
        <source>The dump truck: a score of exactly 555 after a deal becomes 0.</source>
        <translation>Самоскид: якщо після роздачі на рахунку рівно 555, рахунок обнуляється.</translation>
    </message>
    <message>
        <source>Dump truck at −555</source>
        <translation>Самоскид на −555</translation>
    </message>
    <message>
        <source>The reverse dump truck: a score of exactly −555 after a deal becomes 0.</source>
        <translation>Зворотний самоскид: якщо після роздачі на рахунку рівно −555, рахунок обнуляється.</translation>
    </message>
    <message>
        <source>Game over at −1000</source>
        <translation>Кінець гри на −1000</translation>
    </message>
    <message>
        <source>The game ends when a player falls to −1000 or below; the highest score then wins.</source>
        <translation>Гра закінчується, коли в когось −1000 або менше; перемагає той, у кого найбільше очок.</translation>
    </message>
    <message>
        <source>Four nines</source>
        <translation>Чотири дев&apos;ятки</translation>
    </message>
    <message>
        <source>When a player holding all four nines may demand a redeal: after the exchange, only with all four dealt to them, right after the deal, or never.</source>
        <translation>Коли гравець із чотирма дев&apos;ятками може вимагати перездачу: після прикупу, лише якщо всі чотири прийшли під час роздачі, одразу після роздачі або ніколи.</translation>
    </message>
    <message>
        <source>after exchange</source>
        <translation>після прикупу</translation>
    </message>
    <message>
        <source>original hand</source>
        <translation>лише зі здачі</translation>
    </message>
    <message>
        <source>after deal</source>
        <translation>одразу після роздачі</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>Three nines</source>
        <translation>Три дев&apos;ятки</translation>
    </message>
    <message>
        <source>Three nines are enough to demand a redeal, whenever four would be.</source>
        <translation>Для перездачі вистачає трьох дев&apos;яток там, де вистачило б чотирьох.</translation>
    </message>
    <message>
        <source>Talon points below</source>
        <translation>У прикупі менше очок</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon holds fewer card points than this (0: never).</source>
        <translation>Розігрувач може вимагати перездачу, якщо в прикупі менше очок, ніж задано (0: ніколи).</translation>
    </message>
    <message>
        <source>never</source>
        <translation>ніколи</translation>
    </message>
    <message>
        <source>Two nines in the talon</source>
        <translation>Дві дев&apos;ятки в прикупі</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon holds two or more nines.</source>
        <translation>Розігрувач може вимагати перездачу, якщо в прикупі дві дев&apos;ятки або більше.</translation>
    </message>
    <message>
        <source>Three jacks in the talon</source>
        <translation>Три валети в прикупі</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon is three jacks.</source>
        <translation>Розігрувач може вимагати перездачу, якщо в прикупі три валети.</translation>
    </message>
    <message>
        <source>Talon redeals only at 100</source>
        <translation>Перездача через прикуп лише на 100</translation>
    </message>
    <message>
        <source>The declarer&apos;s talon-based redeal claims are allowed only when the auction ended at 100.</source>
        <translation>Вимагати перездачу через прикуп розігрувач може, лише якщо торгівля закінчилася на 100.</translation>
    </message>
    <message>
        <source>Hand points below</source>
        <translation>На руках менше очок</translation>
    </message>
    <message>
        <source>A player whose hand holds fewer card points than this may demand a redeal (0: never).</source>
        <translation>Гравець, у якого на руках менше очок, ніж задано, може вимагати перездачу (0: ніколи).</translation>
    </message>
    <message>
        <source>Hand points judged</source>
        <translation>Очки на руках рахуються</translation>
    </message>
    <message>
        <source>Whether the hand-points redeal is judged on the 8 cards after the exchange or on the 7 dealt cards.</source>
        <translation>За якими картами судять про перездачу за очками: за 8 картами після прикупу чи за 7 зданими.</translation>
    </message>
    <message>
        <source>Hand redeal only at 100</source>
        <translation>Перездача через руку лише на 100</translation>
    </message>
    <message>
        <source>Only a player who bid no more than 100 may demand the hand-points redeal.</source>
        <translation>Вимагати перездачу через очки на руках може лише той, хто замовляв не більше 100.</translation>
    </message>
    <message>
        <source>Four jacks</source>
        <translation>Чотири валети</translation>
    </message>
    <message>
        <source>A player holding all four jacks may demand a redeal (whenever four nines could be claimed).</source>
        <translation>Гравець із чотирма валетами може вимагати перездачу (тоді ж, коли й із чотирма дев&apos;ятками).</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Чотири тузи</translation>
    </message>
    <message>
        <source>Four aces in one hand: play on; a mandatory redeal when dealt; also when the declarer makes them with the talon; or then he must give away at least one ace.</source>
        <translation>Чотири тузи в одній руці: грати далі; обов&apos;язкова перездача, якщо прийшли при роздачі; також, якщо розігрувач зібрав їх із прикупом; або тоді він мусить віддати принаймні одного туза.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>грати</translation>
    </message>
    <message>
        <source>redeal dealt</source>
        <translation>перездача зі здачі</translation>
    </message>
    <message>
        <source>redeal any</source>
        <translation>перездача завжди</translation>
    </message>
    <message>
        <source>give ace</source>
        <translation>віддати туза</translation>
    </message>
    <message>
        <source>Bottom-card jack</source>
        <translation>Валет знизу</translation>
    </message>
    <message>
        <source>The pack&apos;s bottom card (the dealer&apos;s last card) a jack: the dealer deals again; the third time in a row he is fined and the deal passes on.</source>
        <translation>Нижня карта колоди (остання карта здавальника) — валет: здавальник здає заново; утретє поспіль він отримує штраф, і здача переходить далі.</translation>
    </message>
    <message>
        <source>Three redeals in a row</source>
        <translation>Три перездачі поспіль</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>penalty pass</source>
        <translation>штраф і перехід здачі</translation>
    </message>
    <message>
        <source>penalty play</source>
        <translation>штраф і гра</translation>
    </message>
    <message>
        <source>Rospis allowed</source>
        <translation>Розпис дозволено</translation>
    </message>
    <message>
        <source>The declarer may concede a deal after seeing the talon (rospis, bomba).</source>
        <translation>Розігрувач може відмовитися від гри, подивившись прикуп (розписати).</translation>
    </message>
    <message>
        <source>Rospis: defenders score</source>
        <translation>Розпис: супротивникам пишуть</translation>
    </message>
    <message>
        <source>What each defender scores from a rospis: 60, or half the contract rounded up to 5 or to 10.</source>
        <translation>Скільки кожен супротивник отримує при розписі: 60 або половину замовлення з округленням угору до 5 чи до 10.</translation>
    </message>
    <message>
        <source>sixty</source>
        <translation>60</translation>
    </message>
    <message>
        <source>Rospis: the declarer pays</source>
        <translation>Розпис: розігрувач платить</translation>
    </message>
    <message>
        <source>What a rospis costs the declarer: the penalty every third time, nothing, the contract each time, the contract every third time, or a zero (bolt).</source>
        <translation>Чого розпис коштує розігрувачу: штраф за кожен третій, нічого, замовлення щоразу, замовлення за кожен третій або болт.</translation>
    </message>
    <message>
        <source>every third</source>
        <translation>штраф за кожен третій</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>замовлення</translation>
    </message>
    <message>
        <source>bid every third</source>
        <translation>замовлення за кожен третій</translation>
    </message>
    <message>
        <source>bolt</source>
        <translation>болт</translation>
    </message>
    <message>
        <source>Rospis limit per game</source>
        <translation>Розписів за партію</translation>
    </message>
    <message>
        <source>How many times each player may rospis in a game (0: no limit).</source>
        <translation>Скільки разів за партію кожен гравець може розписати (0: без обмеження).</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без обмеження</translation>
    </message>
    <message>
        <source>1000</source>
        <translation>Тисяча</translation>
    </message>
    <message>
        <source>The trick-taking game of Eastern Europe: bid for the talon, declare marriages, race to 1000.</source>
        <translation>Взяткова гра Східної Європи: торгуйтеся за прикуп, оголошуйте мар&apos;яжі, першим наберіть 1000.</translation>
    </message>
    <message>
        <source>Auction 1000 for two</source>
        <translation>Тисяча вдвох з торгівлею</translation>
    </message>
    <message>
        <source>Tysiąc licytowy: 1000 for two, ten cards each and two talons; the high bidder takes one of them.</source>
        <translation>Tysiąc licytowy: тисяча вдвох, по десять карт і два прикупи; переможець торгівлі бере один з них.</translation>
    </message>
    <message>
        <source>Russian 1000 for two</source>
        <translation>Тисяча вдвох (російська)</translation>
    </message>
    <message>
        <source>Nine cards each and two kitties of three; bidding from 85 in fives; no barrel, zeros or rospis.</source>
        <translation>По дев&apos;ять карт і два прикупи по три; торгівля з 85 через п&apos;ять; без бочки, нулів і розпису.</translation>
    </message>
    <message>
        <source>Draw 1000</source>
        <translation>Тисяча з добором</translation>
    </message>
    <message>
        <source>Tysiąc dobierany: no bidding; draw from the stock after each trick; marriages make and change trumps.</source>
        <translation>Tysiąc dobierany: без торгівлі; після кожної взятки добір з колоди; мар&apos;яжі призначають і змінюють козир.</translation>
    </message>
    <message>
        <source>1001</source>
        <translation>1001</translation>
    </message>
    <message>
        <source>Tausendeins, the German game: 20 cards without nines, bids in tens from 40, more than 1000 wins.</source>
        <translation>Tausendeins, німецька гра: 20 карт без дев&apos;яток, торгівля десятками з 40, перемагає той, хто набере понад 1000.</translation>
    </message>
    <message>
        <source>Russeln</source>
        <translation>Руссельн</translation>
    </message>
    <message>
        <source>The Austrian game from Melk: eight cards each and no talon; bids in tens with no minimum.</source>
        <translation>Австрійська гра з Мелька: по вісім карт, без прикупу; торгівля десятками без мінімуму.</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Шістдесят шість</translation>
    </message>
    <message>
        <source>Schnapsen&apos;s family, the ancestor of 1000: draw from the stock, close it, first to seven game points.</source>
        <translation>Родина шнапсена, предок тисячі: добір з колоди, її можна закрити; перемагає перший, хто набере сім ігрових очок.</translation>
    </message>
    <message>
        <source>This game&apos;s own rules</source>
        <translation>Правила цієї гри</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Російські</translation>
    </message>
    <message>
        <source>The game as most tables in Russia, Belarus and Ukraine play it: pagat.com&apos;s reference rules.</source>
        <translation>Гра, як у неї грають за більшістю столів у Росії, Білорусі та Україні: основні правила із сайту pagat.com.</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Польські</translation>
    </message>
    <message>
        <source>Polish Tysiąc as pagat.com&apos;s rules give it: bids and rounding in tens, marriages on any lead, the lock at 900, two bombs a game, no zero penalty.</source>
        <translation>Польський Tysiąc за правилами із сайту pagat.com: ставки й округлення десятками, мар&apos;яж можна оголосити будь-яким ходом, «риска» на 900, два розписи за партію, без штрафу за болти.</translation>
    </message>
    <message>
        <source>Lviv</source>
        <translation>Львівські</translation>
    </message>
    <message>
        <source>The Lviv barrel as pagat.com&apos;s rules give it: 900, no time limit, several players at once, no marriage points on it, defenders may win, exact points.</source>
        <translation>Львівська бочка за правилами із сайту pagat.com: на 900, без обмеження роздач, можна сидіти разом, мар&apos;яжі на бочці не рахуються, виграти можна й супротивником, очки без округлення.</translation>
    </message>
    <message>
        <source>Mobile app</source>
        <translation>Як у мобільному застосунку</translation>
    </message>
    <message>
        <source>The 3-player game as a popular mobile app plays it: half-bid distribution, the barrel must be mounted to win, failing on the barrel costs nothing, bolts for the declarer too.</source>
        <translation>Гра втрьох, як у популярному мобільному застосунку: супротивники ділять половину замовлення, щоб виграти, треба сісти на бочку, злетіти з бочки нічого не коштує, болти й у розігрувача.</translation>
    </message>
    <message>
        <source>Online site (to 1001)</source>
        <translation>Онлайн-сайт (до 1001)</translation>
    </message>
    <message>
        <source>Tysiąc licytowy as pagat.com&apos;s rules give it.</source>
        <translation>Tysiąc licytowy за правилами pagat.com.</translation>
    </message>
    <message>
        <source>The Russian two-player game as pagat.com&apos;s rules give it.</source>
        <translation>Російська гра вдвох за правилами pagat.com.</translation>
    </message>
    <message>
        <source>Tysiąc dobierany as pagat.com&apos;s rules give it.</source>
        <translation>Tysiąc dobierany за правилами pagat.com.</translation>
    </message>
    <message>
        <source>Tausendeins as pagat.com&apos;s rules give it.</source>
        <translation>Tausendeins за правилами pagat.com.</translation>
    </message>
    <message>
        <source>Russeln as pagat.com&apos;s rules give it.</source>
        <translation>Руссельн за правилами pagat.com.</translation>
    </message>
    <message>
        <source>Sixty-Six as the usual rules of Schnapsen&apos;s family give it.</source>
        <translation>Шістдесят шість за звичайними правилами родини шнапсена.</translation>
    </message>
    <message>
        <source>Santase</source>
        <translation>Сантасе</translation>
    </message>
    <message>
        <source>Bulgarian Santase: a failed closing costs 3, only a card on the first trick, no closing with two cards left, 65 to 65 a draw, beat the lead after the stock, game to 11.</source>
        <translation>Болгарське сантасе: невдале закриття коштує 3, на першій взятці лише хід картою, колоду з двома картами не закривають, 65 на 65 — нічия, бити хід, коли колода скінчилася, гра до 11.</translation>
    </message>
    <message>
        <source>Schnapsen</source>
        <translation>Шнапсен</translation>
    </message>
    <message>
        <source>Austrian Schnapsen: 20 cards without nines, five in hand, the trump jack exchanged, beat the lead after the stock, the last trick wins the hand, the closer scored as things stood when he closed.</source>
        <translation>Австрійський шнапсен: 20 карт без дев&apos;яток, по п&apos;ять на руках, міняють козирного валета, бити хід, коли колода скінчилася, остання взятка виграє роздачу, тому, хто закрив колоду, рахунок ведуть за станом на момент закриття.</translation>
    </message>
    <message>
        <source>the earlier one falls off</source>
        <translation>попередній злітає</translation>
    </message>
    <message>
        <source>Defenders score exact points</source>
        <translation>Супротивники пишуть очки без округлення</translation>
    </message>
    <message>
        <source>The defenders score the exact points they took, not rounded to 5.</source>
        <translation>Супротивники записують рівно стільки очок, скільки взяли, без округлення до 5.</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Найвища ставка</translation>
    </message>
    <message>
        <source>No bid or contract may be higher than this (0: no limit but the marriages).</source>
        <translation>Ні ставка, ні замовлення не можуть бути вищими (0: межа лише за мар&apos;яжами).</translation>
    </message>
    <message>
        <source>What is a zero</source>
        <translation>Що вважається болтом</translation>
    </message>
    <message>
        <source>A zero (bolt) is a deal with no points taken (three nines is a zero), with no trick taken, or with points that round to nothing (a jack and two nines).</source>
        <translation>Болт — це кон без очок (три дев&apos;ятки — теж болт), кон без жодної взятки або очки, що округлюються до нуля (валет і дві дев&apos;ятки).</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>немає очок</translation>
    </message>
    <message>
        <source>no tricks</source>
        <translation>немає взяток</translation>
    </message>
    <message>
        <source>rounds to zero</source>
        <translation>округлюється до нуля</translation>
    </message>
    <message>
        <source>Three nines on the hundred</source>
        <translation>Три дев&apos;ятки на сотні</translation>
    </message>
    <message>
        <source>The player sitting on the hundred (left of the dealer) may demand a redeal with three nines, the others need four.</source>
        <translation>Той, хто сидить на сотні (ліворуч від здавальника), може вимагати перездачу з трьома дев&apos;ятками, іншим потрібні чотири.</translation>
    </message>
    <message>
        <source>Bottom-card nine</source>
        <translation>Дев&apos;ятка знизу колоди</translation>
    </message>
    <message>
        <source>The pack&apos;s bottom card (the dealer&apos;s last card) a nine: the pack is cut again; the third nine in a row fines the player who cut (right of the dealer).</source>
        <translation>Нижня карта колоди (остання карта здавальника) — дев&apos;ятка: колоду знімають знову; за третю дев&apos;ятку поспіль штрафують того, хто знімав (праворуч від здавальника).</translation>
    </message>
    <message>
        <source>Three redeal claims in a row by one dealer: no rule, the dealer is fined and the deal passes on (a variation in pagat.com&apos;s rules), or the dealer is fined and the third is played as dealt (as on a popular online site).</source>
        <translation>Три вимоги перездачі поспіль в одного здавальника: нічого особливого, здавальник отримує штраф і здача переходить далі (варіант із правил на pagat.com) або здавальник отримує штраф, а третя роздача грається як є (як на популярному онлайн-сайті).</translation>
    </message>
    <message>
        <source>half, rounded up to 5</source>
        <translation>половина з округленням угору до 5</translation>
    </message>
    <message>
        <source>half, rounded up to 10</source>
        <translation>половина з округленням угору до 10</translation>
    </message>
    <message>
        <source>Rospis and the barrel</source>
        <translation>Розпис і бочка</translation>
    </message>
    <message>
        <source>Rospis and the barrel: not while you are on it, not while anyone is on it, or always allowed.</source>
        <translation>Розпис і бочка: не можна, коли сам гравець сидить на бочці, не можна, коли на бочці будь-хто, або можна завжди.</translation>
    </message>
    <message>
        <source>not own</source>
        <translation>не зі своєї бочки</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>коли ніхто не на бочці</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>можна</translation>
    </message>
    <message>
        <source>Rospis in a golden deal</source>
        <translation>Розпис на золотому кону</translation>
    </message>
    <message>
        <source>A rospis is allowed in a golden deal.</source>
        <translation>На золотому кону можна розписати.</translation>
    </message>
    <message>
        <source>One rospis and one spisat&apos;</source>
        <translation>Один розпис і одне списання</translation>
    </message>
    <message>
        <source>Each player has one free rospis and one spisat&apos; (lose the contract, defenders score nothing) per game.</source>
        <translation>Кожен гравець має за партію один безплатний розпис і одне списання (замовлення втрачається, супротивникам нічого не пишуть).</translation>
    </message>
    <message>
        <source>Give up at 100</source>
        <translation>Здатися на 100</translation>
    </message>
    <message>
        <source>A declarer at 100 after two passes takes the talon unseen and may give up: −100 to him, 50 to each defender.</source>
        <translation>Розігрувач на 100 після двох пасів бере прикуп, не відкриваючи, і може здатися: йому −100, кожному супротивнику по 50.</translation>
    </message>
    <message>
        <source>Talon shown from</source>
        <translation>Прикуп відкривається від</translation>
    </message>
    <message>
        <source>The talon is shown only when the auction ended at this bid or higher (0: always shown).</source>
        <translation>Прикуп відкривають, лише якщо торгівля закінчилася на цій ставці або вище (0: відкривають завжди).</translation>
    </message>
    <message>
        <source>always shown</source>
        <translation>завжди відкритий</translation>
    </message>
    <message>
        <source>Dark talon</source>
        <translation>Темний прикуп</translation>
    </message>
    <message>
        <source>The declarer never shows the talon.</source>
        <translation>Розігрувач ніколи не показує прикуп.</translation>
    </message>
    <message>
        <source>The game opens with a golden circle of three doubled deals: a gold set (auction from 120), a golden round (the first seat takes the talon at 120), or a golden cone (the same, blind).</source>
        <translation>Гра починається золотим колом із трьох роздач з подвоєнням: торгівля від 120, прикуп за 120 без торгівлі першому після здавальника або те саме втемну.</translation>
    </message>
    <message>
        <source>set</source>
        <translation>торгівля від 120</translation>
    </message>
    <message>
        <source>round</source>
        <translation>прикуп за 120</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>прикуп за 120 втемну</translation>
    </message>
    <message>
        <source>Golden round: reset to zero</source>
        <translation>Золотий кон: обнулення</translation>
    </message>
    <message>
        <source>When nobody makes a golden contract, scores and zeros go back to nothing before the circle is replayed.</source>
        <translation>Якщо ніхто не зіграв золоте замовлення, очки й болти обнуляються, і коло грається заново.</translation>
    </message>
    <message>
        <source>Golden round: circles at most</source>
        <translation>Золотий кон: кіл не більше</translation>
    </message>
    <message>
        <source>At most this many golden circles are played (0: until someone makes a golden contract).</source>
        <translation>Золотих кіл грається не більше заданого числа (0: доки хтось не зіграє золоте замовлення).</translation>
    </message>
    <message>
        <source>Golden round: allow increase</source>
        <translation>Золотий кон: можна підвищувати</translation>
    </message>
    <message>
        <source>The golden declarer may raise the contract above 120.</source>
        <translation>На золотому кону розігрувач може підвищити замовлення понад 120.</translation>
    </message>
    <message>
        <source>Golden round: bolt doubling</source>
        <translation>Золотий кон: подвійний болт</translation>
    </message>
    <message>
        <source>A zero in a golden deal counts as two.</source>
        <translation>Болт на золотому кону рахується за два.</translation>
    </message>
    <message>
        <source>Golden round: doubling</source>
        <translation>Золотий кон: подвоєння</translation>
    </message>
    <message>
        <source>In a golden deal every score is doubled, or the defenders&apos; marriages are not.</source>
        <translation>На золотому кону подвоюються всі очки або всі, крім мар&apos;яжів супротивників.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>усе</translation>
    </message>
    <message>
        <source>all but marriages</source>
        <translation>усе, крім мар&apos;яжів</translation>
    </message>
    <message>
        <source>Golden round: surrender</source>
        <translation>Золотий кон: здатися</translation>
    </message>
    <message>
        <source>The golden declarer may surrender: he loses the doubled contract, each defender scores 120.</source>
        <translation>На золотому кону розігрувач може здатися: він втрачає подвоєне замовлення, кожному супротивнику пишуть 120.</translation>
    </message>
    <message>
        <source>Blind (hidden) bids</source>
        <translation>Темна</translation>
    </message>
    <message>
        <source>Blind (dark) bidding: off, only the opening seat may declare a blind 120 before looking, or any player may make any bid blind.</source>
        <translation>Гра втемну: ні, лише той, хто відкриває торгівлю, може заявити 120 втемну, не дивлячись у карти, або будь-який гравець може робити будь-яку ставку втемну.</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>лише перша ставка</translation>
    </message>
    <message>
        <source>any</source>
        <translation>будь-яка ставка</translation>
    </message>
    <message>
        <source>Over a blind opening</source>
        <translation>Після темної</translation>
    </message>
    <message>
        <source>After a blind opening: others may bid over it, nobody may, a player with a marriage may unhide it and bid on from 120, or unhide it with no further bidding.</source>
        <translation>Після темної: інші можуть перебивати, ніхто не може, гравець із мар&apos;яжем може відкритися й торгуватися далі від 120 або відкритися без подальшої торгівлі.</translation>
    </message>
    <message>
        <source>unhide</source>
        <translation>відкритися</translation>
    </message>
    <message>
        <source>unhide no bidding</source>
        <translation>відкритися без торгівлі</translation>
    </message>
    <message>
        <source>Blind: minimum score</source>
        <translation>Темна: мінімальний рахунок</translation>
    </message>
    <message>
        <source>A player needs at least this score to bid blind (−10000: anyone).</source>
        <translation>Щоб грати втемну, треба мати щонайменше стільки очок (−10000: будь-хто).</translation>
    </message>
    <message>
        <source>anyone</source>
        <translation>будь-хто</translation>
    </message>
    <message>
        <source>Blind while someone is on the barrel</source>
        <translation>Темна, коли хтось на бочці</translation>
    </message>
    <message>
        <source>Blind bids are allowed while someone is on the barrel.</source>
        <translation>Темна дозволена, коли хтось сидить на бочці.</translation>
    </message>
    <message>
        <source>Blind: allow increase</source>
        <translation>Темна: можна підвищувати</translation>
    </message>
    <message>
        <source>A blind declarer may raise the contract after the exchange.</source>
        <translation>Той, хто грає втемну, може підвищити замовлення після прикупу.</translation>
    </message>
    <message>
        <source>Blind: allow rospis</source>
        <translation>Темна: можна розписати</translation>
    </message>
    <message>
        <source>A blind declarer may rospis.</source>
        <translation>Той, хто грає втемну, може розписати.</translation>
    </message>
    <message>
        <source>Blind: bolt doubling</source>
        <translation>Темна: подвійний болт</translation>
    </message>
    <message>
        <source>A zero in a blind deal counts as two.</source>
        <translation>Болт у темній рахується за два.</translation>
    </message>
    <message>
        <source>Blind: doubling</source>
        <translation>Темна: подвоєння</translation>
    </message>
    <message>
        <source>In a blind deal every score is doubled, or all but the defenders&apos; marriages, or only the declarer&apos;s.</source>
        <translation>У темній подвоюються всі очки, або всі, крім мар&apos;яжів супротивників, або лише очки розігрувача.</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>лише розігрувачу</translation>
    </message>
    <message>
        <source>Blind: no more than 240</source>
        <translation>Темна: не більше 240</translation>
    </message>
    <message>
        <source>Nobody gains more than 240 points in a blind deal.</source>
        <translation>У темній ніхто не отримує більше 240 очок.</translation>
    </message>
    <message>
        <source>Doubled points: rounding</source>
        <translation>Подвоєні очки: округлення</translation>
    </message>
    <message>
        <source>A defender in a doubled deal (golden, blind): his points doubled, then rounded (22 → 45), or rounded, then doubled (22 → 40).</source>
        <translation>Супротивник у подвоєній роздачі (золотій чи темній): його очки подвоюються, потім округлюються (22 → 45), або округлюються, потім подвоюються (22 → 40).</translation>
    </message>
    <message>
        <source>double then round</source>
        <translation>подвоїти, потім округлити</translation>
    </message>
    <message>
        <source>round then double</source>
        <translation>округлити, потім подвоїти</translation>
    </message>
    <message>
        <source>Blind: cards passed face up</source>
        <translation>Темна: карти віддаються відкрито</translation>
    </message>
    <message>
        <source>A blind declarer passes the two cards face up (otherwise face down).</source>
        <translation>Той, хто грає втемну, віддає дві карти відкрито (інакше закрито).</translation>
    </message>
    <message>
        <source>Marriage in the first trick</source>
        <translation>Мар&apos;яж із першого ходу</translation>
    </message>
    <message>
        <source>A marriage may be announced on the first lead.</source>
        <translation>Мар&apos;яж можна оголосити першим же ходом.</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Тузовий мар&apos;яж</translation>
    </message>
    <message>
        <source>Leading an ace while holding all four announces the ace marriage: 200 points, no trump change.</source>
        <translation>Хід тузом, коли на руках усі чотири тузи, оголошує тузовий мар&apos;яж: 200 очок, козир не змінюється.</translation>
    </message>
    <message>
        <source>Must trump</source>
        <translation>Обов&apos;язково бити козирем</translation>
    </message>
    <message>
        <source>A player who cannot follow suit must play a trump if he has one.</source>
        <translation>Гравець без потрібної масті мусить зіграти козир, якщо він у нього є.</translation>
    </message>
    <message>
        <source>Only the trump maker leads trumps</source>
        <translation>З козиря ходить лише той, хто його оголосив</translation>
    </message>
    <message>
        <source>Only the player who made the trump suit may lead it (unless he holds nothing else).</source>
        <translation>Ходити з козиря може лише той, хто його оголосив (хіба що в нього нічого іншого немає).</translation>
    </message>
    <message>
        <source>Don&apos;t allow opponent trumps</source>
        <translation>Козирі лише в господаря</translation>
    </message>
    <message>
        <source>Only the player who made the trump suit may lead or trump with it; the others follow a trump lead, and play a trump otherwise only when they hold nothing else.</source>
        <translation>Ходити з козиря й бити козирем може лише той, хто оголосив козир; інші кладуть козир у масть, а інакше — лише коли більше нічим ходити.</translation>
    </message>
    <message>
        <source>Four nines bonus</source>
        <translation>Премія за чотири дев&apos;ятки</translation>
    </message>
    <message>
        <source>A player holding four nines after the exchange scores 120 extra (this does not help make a contract).</source>
        <translation>Гравець із чотирма дев&apos;ятками після прикупу отримує ще 120 (для виконання замовлення вони не зараховуються).</translation>
    </message>
    <message>
        <source>Marriage values</source>
        <translation>Вартість мар&apos;яжів</translation>
    </message>
    <message>
        <source>Marriage values: hearts 100, diamonds 80, clubs 60, spades 40; or clubs 100, spades 80, hearts 60, diamonds 40.</source>
        <translation>Вартість мар&apos;яжів: чирва 100, бубна 80, трефа 60, піка 40; або трефа 100, піка 80, чирва 60, бубна 40.</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>звичайна</translation>
    </message>
    <message>
        <source>clubs high</source>
        <translation>трефа найстарша</translation>
    </message>
    <message>
        <source>Marriage in suit</source>
        <translation>Мар&apos;яж у масть</translation>
    </message>
    <message>
        <source>A marriage may be announced for its points while the trump suit stays as it was.</source>
        <translation>Мар&apos;яж можна оголосити заради очок, не змінюючи козиря.</translation>
    </message>
    <message>
        <source>Barrel or lock</source>
        <translation>Бочка чи риска</translation>
    </message>
    <message>
        <source>Near the target: the barrel, the Polish lock (only the bidder scores), or nothing special.</source>
        <translation>Перед фінішем: бочка, польська «риска» (очки отримує лише розігрувач) або нічого особливого.</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>бочка</translation>
    </message>
    <message>
        <source>lock</source>
        <translation>риска</translation>
    </message>
    <message>
        <source>Deals on the barrel</source>
        <translation>Роздач на бочці</translation>
    </message>
    <message>
        <source>How many deals a player may stay on the barrel before falling off (0: no limit).</source>
        <translation>Скільки роздач можна просидіти на бочці, перш ніж злетіти (0: без обмеження).</translation>
    </message>
    <message>
        <source>No marriages on the barrel</source>
        <translation>На бочці без мар&apos;яжів</translation>
    </message>
    <message>
        <source>A player on the barrel scores nothing for marriages and may not bid above 120.</source>
        <translation>Гравцю на бочці мар&apos;яжі не зараховуються, і замовляти понад 120 він не може.</translation>
    </message>
    <message>
        <source>Barrel defenders score</source>
        <translation>Супротивник на бочці пише очки</translation>
    </message>
    <message>
        <source>A player on the barrel scores as a defender too, and can win that way (ties shared, the declarer first).</source>
        <translation>Гравець на бочці пише очки і як супротивник і може так виграти (за рівності — разом, першим розігрувач).</translation>
    </message>
    <message>
        <source>Exact points on the barrel</source>
        <translation>Точні очки на бочці</translation>
    </message>
    <message>
        <source>A defender on the barrel scores his exact points, unrounded.</source>
        <translation>Супротивник на бочці пише точні очки, без округлення.</translation>
    </message>
    <message>
        <source>Third fall resets to zero</source>
        <translation>Третє падіння — на нуль</translation>
    </message>
    <message>
        <source>The third barrel lost resets the score to 0: never, the third fall after three deals on it (a variation in pagat.com&apos;s rules), or the third barrel used in any way: three deals, a failed contract, thrown off, a fine (as on a popular online site).</source>
        <translation>Третя втрачена бочка обнуляє рахунок: ніколи; третє падіння після трьох конів на бочці (варіант із правил pagat.com); або третя використана бочка, хоч би як вона скінчилася: три кони, незігране замовлення, скинули, штраф (як на популярному сайті).</translation>
    </message>
    <message>
        <source>Fall rounds down to tens</source>
        <translation>Падіння округлює вниз до десятків</translation>
    </message>
    <message>
        <source>A fall from the barrel first rounds the score down to tens.</source>
        <translation>Під час падіння з бочки рахунок спершу округлюється вниз до десятків.</translation>
    </message>
    <message>
        <source>Barrel contract at least</source>
        <translation>Замовлення на бочці не менше</translation>
    </message>
    <message>
        <source>A player on the barrel wins only with a contract of at least this (121 allows the odd bid 121; 0: whatever reaches the target).</source>
        <translation>Гравець на бочці виграє лише замовленням, не меншим за задане (121 дозволяє непарну ставку 121; 0: будь-яке, що доводить до мети).</translation>
    </message>
    <message>
        <source>any contract</source>
        <translation>будь-яке замовлення</translation>
    </message>
    <message>
        <source>Barrel trade</source>
        <translation>Торгівля з бочки</translation>
    </message>
    <message>
        <source>The barrel player&apos;s auction: as usual, he opens with the barrel minimum and others may overbid, or he takes the talon at it with no auction.</source>
        <translation>Торгівля гравця на бочці: як завжди, він починає з мінімуму бочки, а інші можуть перебити, або він бере прикуп за мінімум без торгівлі.</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>як завжди</translation>
    </message>
    <message>
        <source>declares</source>
        <translation>починає з мінімуму</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>бере без торгівлі</translation>
    </message>
    <message>
        <source>Defenders stand still</source>
        <translation>Супротивники стоять</translation>
    </message>
    <message>
        <source>When a barrel player is the declarer, the defenders score nothing and get no zeros.</source>
        <translation>Коли розігрує гравець із бочки, супротивники нічого не пишуть і болтів не отримують.</translation>
    </message>
    <message>
        <source>Obligation game</source>
        <translation>Обов&apos;язкова гра</translation>
    </message>
    <message>
        <source>On the last deal of his third barrel a player takes the talon at the barrel minimum with no auction.</source>
        <translation>В останній роздачі своєї третьої бочки гравець бере прикуп за мінімум бочки без торгівлі.</translation>
    </message>
    <message>
        <source>Failing on the barrel is free</source>
        <translation>Провал на бочці без штрафу</translation>
    </message>
    <message>
        <source>A player on the barrel who fails as declarer loses nothing (he stays on the barrel).</source>
        <translation>Гравець на бочці, який не зіграв замовлення, нічого не втрачає (і залишається на бочці).</translation>
    </message>
    <message>
        <source>Zeros on the barrel</source>
        <translation>Болти на бочці</translation>
    </message>
    <message>
        <source>Zeros taken on the barrel: not counted, or counted, and the third throws the player off the barrel with the fine.</source>
        <translation>Болти, отримані на бочці: не рахуються, або рахуються, і третій скидає гравця з бочки зі штрафом.</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>не рахуються</translation>
    </message>
    <message>
        <source>third flies</source>
        <translation>третій — виліт</translation>
    </message>
    <message>
        <source>Win only from the barrel</source>
        <translation>Виграти лише з бочки</translation>
    </message>
    <message>
        <source>Only a player who sits on the barrel can win; a jump past it lands on it.</source>
        <translation>Виграти може лише гравець, що сидить на бочці; хто перестрибнув бочку, сідає на неї.</translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation>Хто на прикупі</translation>
    </message>
    <message>
        <source>In a four-player game, who sits out each deal: the seat right of the dealer, the seat opposite, or the dealer.</source>
        <translation>У грі вчотирьох хто сидить на прикупі в кожній роздачі: гравець праворуч від здавальника, навпроти нього або сам здавальник.</translation>
    </message>
    <message>
        <source>right of dealer</source>
        <translation>праворуч від здавальника</translation>
    </message>
    <message>
        <source>opposite</source>
        <translation>навпроти здавальника</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>здавальник</translation>
    </message>
    <message>
        <source>Sitting out scores</source>
        <translation>Очки того, хто на прикупі</translation>
    </message>
    <message>
        <source>What the player sitting out scores from the talon: 40 or 50 per ace plus a marriage in it, its card points plus a marriage, or nothing.</source>
        <translation>Скільки пише той, хто на прикупі: по 40 чи 50 за туза в прикупі плюс мар&apos;яж, очки карт прикупу плюс мар&apos;яж або нічого.</translation>
    </message>
    <message>
        <source>talon points</source>
        <translation>очки прикупу</translation>
    </message>
    <message>
        <source>Sitting out: half a marriage</source>
        <translation>На прикупі: пів мар&apos;яжу</translation>
    </message>
    <message>
        <source>The player sitting out also scores half a marriage&apos;s value for a king or queen in the talon without its partner.</source>
        <translation>Той, хто сидить на прикупі, отримує ще половину мар&apos;яжу за короля чи даму в прикупі без пари.</translation>
    </message>
    <message>
        <source>Blind: hide the talon</source>
        <translation>Темна: прикуп не показувати</translation>
    </message>
    <message>
        <source>A blind declarer takes the talon without showing it.</source>
        <translation>Той, хто грає втемну, бере прикуп, не показуючи його.</translation>
    </message>
    <message>
        <source>Forehand must bid</source>
        <translation>Перша рука мусить торгуватися</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open the bidding, as in 1000; off: all three may pass and the deal is thrown in.</source>
        <translation>Гравець ліворуч від здавальника мусить відкрити торгівлю, як у Тисячі; якщо вимкнено, усі троє можуть сказати пас, і буде перездача.</translation>
    </message>
    <message>
        <source>Russeln: game to</source>
        <translation>Руссельн: гра до</translation>
    </message>
    <message>
        <source>The agreed target: the winner is the first whose total reaches it (unlike 1001, where 1000 exactly is not enough).</source>
        <translation>Умовлена сума: перемагає той, хто першим її набере (на відміну від 1001, де рівно 1000 замало).</translation>
    </message>
    <message>
        <source>Sixty-Six: close before drawing</source>
        <translation>Шістдесят шість: закрити до добору</translation>
    </message>
    <message>
        <source>The winner of a trick may close the stock before drawing from it, so that neither player draws after that trick; off: both draw at once and he may close only after drawing.</source>
        <translation>Той, хто взяв взятку, може закрити колоду, ще не взявши з неї, — тоді після цієї взятки ніхто не бере; вимкнено: обидва одразу беруть по карті, і закрити можна лише після цього.</translation>
    </message>
    <message>
        <source>Sixty-Six: trump when void</source>
        <translation>Шістдесят шість: бити козирем, якщо немає масті</translation>
    </message>
    <message>
        <source>Once the stock is empty or closed, a follower without the suit led must play a trump if he has one, as the family&apos;s tables play; off: the rules text&apos;s own words, only following suit is a duty.</source>
        <translation>Коли колода скінчилася або закрита, той, хто відповідає, не маючи масті ходу, мусить покласти козир, якщо він є, — так грають за столами цієї родини ігор; вимкнено: як сказано в тексті правил, обов&apos;язково лише ходити в масть.</translation>
    </message>
    <message>
        <source>Sixty-Six: exchange the trump nine at any turn</source>
        <translation>Шістдесят шість: козирна дев&apos;ятка міняється не лише своїм ходом</translation>
    </message>
    <message>
        <source>The trump nine may be exchanged for the turned trump whenever its holder is to act (following a lead or before drawing too), not only on lead, as the rules text says &quot;at any time&quot;.</source>
        <translation>Козирну дев&apos;ятку можна поміняти на відкриту карту щоразу, коли її власникові ходити (і відповідаючи на хід, і до добору), а не лише своїм ходом, — у тексті правил сказано «будь-коли».</translation>
    </message>
    <message>
        <source>Sixty-Six: a failed closing costs 3</source>
        <translation>Шістдесят шість: невдале закриття — 3 очки</translation>
    </message>
    <message>
        <source>A player who closes the stock and does not reach 66 gives his opponent 3 game points whatever the opponent had, as Bulgarian Santase is played (after santase.bg); off: 2, or 3 if the opponent had no trick when it was closed.</source>
        <translation>Хто закрив колоду й не набрав 66, віддає супротивникові 3 ігрові очки, хоч би скільки той мав, — так грають у болгарське сантасе (за santase.bg); вимкнено: 2, або 3, якщо в супротивника на момент закриття не було взятки.</translation>
    </message>
    <message>
        <source>Sixty-Six: only a card on the first trick</source>
        <translation>Шістдесят шість: на першій взятці лише хід картою</translation>
    </message>
    <message>
        <source>On the first trick of a hand nobody announces a marriage, closes the stock or exchanges the trump nine, as Bulgarian Santase is played (belot.bg: no 20 or 40 during the first trick).</source>
        <translation>На першій взятці роздачі ніхто не оголошує мар&apos;яж, не закриває колоду й не міняє козирну дев&apos;ятку — так грають у болгарське сантасе (belot.bg: на першій взятці 20 і 40 не оголошують).</translation>
    </message>
    <message>
        <source>Sixty-Six: no closing with two cards left</source>
        <translation>Шістдесят шість: колоду з двома картами не закривають</translation>
    </message>
    <message>
        <source>The stock may not be closed once only two cards are left in it (the turned trump and one more), as Bulgarian Santase is played (the Bulgarian Wikipedia).</source>
        <translation>Колоду не можна закрити, коли в ній лишилися тільки дві карти (відкритий козир і ще одна), — так грають у болгарське сантасе (болгарська Вікіпедія).</translation>
    </message>
    <message>
        <source>Sixty-Six: a hand nobody wins carries a point</source>
        <translation>Шістдесят шість: очко нічийної роздачі переходить далі</translation>
    </message>
    <message>
        <source>A played-out hand nobody wins (65 to 65, or both over 66 unannounced) adds a game point for the next hand&apos;s winner; off: a plain draw, nothing carried, as Bulgarian Santase is played.</source>
        <translation>Якщо дограну роздачу ніхто не виграв (65 на 65 або в обох понад 66 без оголошення), переможець наступної роздачі отримує додаткове ігрове очко; вимкнено: просто нічия, нічого не переходить, — так грають у болгарське сантасе.</translation>
    </message>
    <message>
        <source>Sixty-Six: 20 cards, five in hand</source>
        <translation>Шістдесят шість: 20 карт, по п&apos;ять на руках</translation>
    </message>
    <message>
        <source>Austrian Schnapsen&apos;s pack: no nines, five cards each, the eleventh turned for trump and nine in the stock; the trump jack, the lowest trump, is exchanged for the turned card (Board Game Arena&apos;s rules).</source>
        <translation>Колода австрійського шнапсена: без дев&apos;яток, кожному по п&apos;ять карт, одинадцяту відкривають як козир, дев&apos;ять лишаються в колоді; козирного валета, молодший козир, міняють на відкриту карту (правила Board Game Arena).</translation>
    </message>
    <message>
        <source>Sixty-Six: the last trick wins the hand</source>
        <translation>Шістдесят шість: остання взятка виграє роздачу</translation>
    </message>
    <message>
        <source>When the stock was played out and nobody announced 66, the winner of the last trick wins the hand (game points as usual), and the last trick scores no ten, as Austrian Schnapsen is played.</source>
        <translation>Якщо колоду дограно й ніхто не оголосив 66, роздачу виграє той, хто взяв останню взятку (ігрові очки як завжди), а остання взятка не дає 10, — так грають в австрійський шнапсен.</translation>
    </message>
    <message>
        <source>Sixty-Six: the closer scored as things stood</source>
        <translation>Шістдесят шість: тому, хто закрив, — рахунок на момент закриття</translation>
    </message>
    <message>
        <source>A closer who reaches 66 scores by his opponent&apos;s points and tricks at the moment he closed (3 if the opponent had no trick then, 2 if under 33), as Austrian Schnapsen is played (after pagat.com&apos;s rules).</source>
        <translation>Хто закрив колоду й набрав 66, отримує ігрові очки за очками й взятками супротивника на момент закриття (3, якщо в супротивника тоді не було взятки, 2 — якщо менше 33), — так грають в австрійський шнапсен (за правилами pagat.com).</translation>
    </message>
    <message>
        <source>1001: a marriage makes trumps</source>
        <translation>1001: мар&apos;яж призначає козир</translation>
    </message>
    <message>
        <source>after three deals on it</source>
        <translation>за трьома конами</translation>
    </message>
    <message>
        <source>any third barrel</source>
        <translation>будь-яка бочка</translation>
    </message>
    <message>
        <source>40 per ace</source>
        <translation>по 40 за туза</translation>
    </message>
    <message>
        <source>50 per ace</source>
        <translation>по 50 за туза</translation>
    </message>
    <message>
        <source>An announced marriage makes its suit trumps and a later one changes them, as in 1000; off: marriages only score and there are no trumps.</source>
        <translation>Оголошений мар&apos;яж робить свою масть козирною, наступний змінює козир, як у Тисячі; якщо вимкнено, мар&apos;яжі лише дають очки, козирів немає.</translation>
    </message>
    <message>
        <source>Russeln: trump when void</source>
        <translation>Руссельн: немає масті — бий козирем</translation>
    </message>
    <message>
        <source>A player who cannot follow suit must trump, over a trump already played if he can; off: any card, as in 1001.</source>
        <translation>Гравець без масті мусить покласти козир, і старший за вже покладений козир, якщо може; якщо вимкнено, будь-яку карту, як у 1001.</translation>
    </message>
    <message>
        <source>Draw 1000: cards dealt</source>
        <translation>Тисяча з добором: карт на руки</translation>
    </message>
    <message>
        <source>Cards dealt to each player; the rest is the stock, drawn from while it lasts.</source>
        <translation>Скільки карт здається кожному; решта лежить у колоді, з неї добирають, поки вона не скінчиться.</translation>
    </message>
    <message>
        <source>Sixty-Six: game to</source>
        <translation>Шістдесят шість: гра до</translation>
    </message>
    <message>
        <source>The game points that win the game.</source>
        <translation>Скільки ігрових очок потрібно для перемоги.</translation>
    </message>
    <message>
        <source>Sixty-Six: beat the lead</source>
        <translation>Шістдесят шість: бити хід</translation>
    </message>
    <message>
        <source>Once the stock is empty or closed, the follower must also beat the lead with a higher card of its suit if he has one, as Schnapsen tables play.</source>
        <translation>Коли колода скінчилася або закрита, той, хто відповідає, мусить не лише ходити в масть, а й побити хід старшою картою цієї масті, якщо вона є, — як грають у шнапсен.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <extracomment>the jack&apos;s letter in card names like &quot;J♥&quot; and on the faces&apos; corners (Russian, Ukrainian В; Polish W)</extracomment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <extracomment>the queen&apos;s letter in card names like &quot;Q♥&quot; and on the faces&apos; corners (Russian, Ukrainian Д; Polish D)</extracomment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <extracomment>the king&apos;s letter in card names like &quot;K♥&quot; and on the faces&apos; corners (Russian, Ukrainian К; Polish K)</extracomment>
        <translation>К</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <extracomment>the ace&apos;s letter in card names like &quot;A♥&quot; and on the faces&apos; corners (Russian, Ukrainian Т; Polish A)</extracomment>
        <translation>Т</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>%1 cannot make a marriage for them (%2 is not theirs); the contract is made in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1 не дасть їм мар&apos;яжу (%2 не в них); замовлення зіграно в %3 з %n розкладу</numerusform>
            <numerusform>%1 не дасть їм мар&apos;яжу (%2 не в них); замовлення зіграно в %3 з %n розкладів</numerusform>
            <numerusform>%1 не дасть їм мар&apos;яжу (%2 не в них); замовлення зіграно в %3 з %n розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 makes a marriage for them with %2 in %3 of %n world(s); the contract is made in %4 of them</source>
        <translation>
            <numerusform>%1 дає їм мар&apos;яж з %2 у %3 з %n розкладу; замовлення зіграно в %4 з них</numerusform>
            <numerusform>%1 дає їм мар&apos;яж з %2 у %3 з %n розкладів; замовлення зіграно в %4 з них</numerusform>
            <numerusform>%1 дає їм мар&apos;яж з %2 у %3 з %n розкладів; замовлення зіграно в %4 з них</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %2 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 у середньому гірше на %2 оч. (%n розклад)</numerusform>
            <numerusform>%1 у середньому гірше на %2 оч. (%n розклади)</numerusform>
            <numerusform>%1 у середньому гірше на %2 оч. (%n розкладів)</numerusform>
        </translation>
    </message>
    <message>
        <source>no figures for this decision</source>
        <translation>для цього рішення немає розрахунків</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Вимкнено</translation>
    </message>
    <message>
        <source>Coach: −%1 game points expected: %2 would have been better</source>
        <translation>Тренер: у середньому на %1 менше ігрових очок: краще було %2</translation>
    </message>
    <message>
        <source>Coach: −%1 points expected: %2 would have been better</source>
        <translation>Тренер: −%1 оч. у середньому: краще було %2</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Тренер:</translation>
    </message>
    <message>
        <source>Reasons with the hint</source>
        <translation>Пояснювати підказку</translation>
    </message>
    <message>
        <source>After each of my moves</source>
        <translation>Після кожного мого ходу</translation>
    </message>
    <message numerus="yes">
        <source>the best expected result (%n world(s))</source>
        <translation>
            <numerusform>найкращий очікуваний результат (%n розклад)</numerusform>
            <numerusform>найкращий очікуваний результат (%n розклади)</numerusform>
            <numerusform>найкращий очікуваний результат (%n розкладів)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1: у середньому %2 оч. (%n розклад)</numerusform>
            <numerusform>%1: у середньому %2 оч. (%n розклади)</numerusform>
            <numerusform>%1: у середньому %2 оч. (%n розкладів)</numerusform>
        </translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Докладніше…</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>єдиний можливий хід</translation>
    </message>
    <message>
        <source>the opening bid is compulsory</source>
        <translation>перша заявка обов&apos;язкова</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) taken: 66 is reached</source>
        <translation>
            <numerusform>взято %n очко: 66 набрано</numerusform>
            <numerusform>взято %n очки: 66 набрано</numerusform>
            <numerusform>взято %n очок: 66 набрано</numerusform>
        </translation>
    </message>
    <message>
        <source>showing the marriage takes you to 66</source>
        <translation>оголошений мар&apos;яж дає 66</translation>
    </message>
    <message>
        <source>taking the turned-up trump for the low one is always worth it</source>
        <translation>поміняти молодший козир на відкриту карту завжди вигідно</translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n likely deal(s)</source>
        <translation>
            <numerusform>зіграно в %1 з %n ймовірного розкладу</numerusform>
            <numerusform>зіграно в %1 з %n ймовірних розкладів</numerusform>
            <numerusform>зіграно в %1 з %n ймовірних розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would be made in only %2 of %n likely deal(s)</source>
        <translation>
            <numerusform>замовлення %1 було б зіграно лише в %2 з %n ймовірного розкладу</numerusform>
            <numerusform>замовлення %1 було б зіграно лише в %2 з %n ймовірних розкладів</numerusform>
            <numerusform>замовлення %1 було б зіграно лише в %2 з %n ймовірних розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made with %1% likelihood by the hand&apos;s estimate over %n sampled talon(s); the level bids from %2%</source>
        <translation>
            <numerusform>зіграно з імовірністю %1% за оцінкою руки (%n варіант прикупу); сильний рівень торгується від %2%</numerusform>
            <numerusform>зіграно з імовірністю %1% за оцінкою руки (%n варіанти прикупу); сильний рівень торгується від %2%</numerusform>
            <numerusform>зіграно з імовірністю %1% за оцінкою руки (%n варіантів прикупу); сильний рівень торгується від %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is only %2% likely by the hand&apos;s estimate over %n sampled talon(s); the level bids from %3%</source>
        <translation>
            <numerusform>замовлення %1 було б зіграно лише з імовірністю %2% за оцінкою руки (%n варіант прикупу); сильний рівень торгується від %3%</numerusform>
            <numerusform>замовлення %1 було б зіграно лише з імовірністю %2% за оцінкою руки (%n варіанти прикупу); сильний рівень торгується від %3%</numerusform>
            <numerusform>замовлення %1 було б зіграно лише з імовірністю %2% за оцінкою руки (%n варіантів прикупу); сильний рівень торгується від %3%</numerusform>
        </translation>
    </message>
    <message>
        <source>made with %1% likelihood by the hand&apos;s estimate; %2: %3%</source>
        <translation>зіграно з імовірністю %1% за оцінкою руки; %2 — з імовірністю %3%</translation>
    </message>
    <message>
        <source>made with %1% likelihood by the hand&apos;s estimate</source>
        <translation>зіграно з імовірністю %1% за оцінкою руки</translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s)</source>
        <translation>
            <numerusform>замовлення зіграно в %1 з %n розкладу</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); laying away %2 and giving %3 instead: %4%</source>
        <translation>
            <numerusform>замовлення зіграно в %1 з %n розкладу; якщо скинути %2 і віддати %3: %4%</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; якщо скинути %2 і віддати %3: %4%</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; якщо скинути %2 і віддати %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); laying away %2 and %3 instead: %4%</source>
        <translation>
            <numerusform>замовлення зіграно в %1 з %n розкладу; якщо скинути %2 і %3: %4%</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; якщо скинути %2 і %3: %4%</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; якщо скинути %2 і %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bid is made in %1 of %n world(s); discarding %2 and %3 instead: %4 points fewer on average</source>
        <translation>
            <numerusform>замовлення зіграно в %1 з %n розкладу; якщо скинути %2 і %3 — у середньому на %4 оч. менше</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; якщо скинути %2 і %3 — у середньому на %4 оч. менше</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; якщо скинути %2 і %3 — у середньому на %4 оч. менше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bid is made in %1 of %n world(s)</source>
        <translation>
            <numerusform>замовлення зіграно в %1 з %n розкладу</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>even the best give, %1 and %2, makes the contract in only %3 of %n world(s)</source>
        <translation>
            <numerusform>навіть якщо віддати найкращі карти (%1 і %2), замовлення зіграно лише в %3 з %n розкладу</numerusform>
            <numerusform>навіть якщо віддати найкращі карти (%1 і %2), замовлення зіграно лише в %3 з %n розкладів</numerusform>
            <numerusform>навіть якщо віддати найкращі карти (%1 і %2), замовлення зіграно лише в %3 з %n розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n world(s)</source>
        <translation>
            <numerusform>зіграно в %1 з %n розкладу</numerusform>
            <numerusform>зіграно в %1 з %n розкладів</numerusform>
            <numerusform>зіграно в %1 з %n розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every card comes to the same here (%n world(s))</source>
        <translation>
            <numerusform>тут усі карти рівноцінні (%n розклад)</numerusform>
            <numerusform>тут усі карти рівноцінні (%n розклади)</numerusform>
            <numerusform>тут усі карти рівноцінні (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes the contract in every world (%n); %1 loses %2 points on average</source>
        <translation>
            <numerusform>замовлення зіграно в усіх розкладах (%n); %1 у середньому гірше на %2 оч.</numerusform>
            <numerusform>замовлення зіграно в усіх розкладах (%n); %1 у середньому гірше на %2 оч.</numerusform>
            <numerusform>замовлення зіграно в усіх розкладах (%n); %1 у середньому гірше на %2 оч.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes the contract in %1 of %n world(s); %2 loses %3 points on average</source>
        <translation>
            <numerusform>замовлення зіграно в %1 з %n розкладу; %2 у середньому гірше на %3 оч.</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; %2 у середньому гірше на %3 оч.</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; %2 у середньому гірше на %3 оч.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats the contract in every world (%n); %1 loses %2 points on average</source>
        <translation>
            <numerusform>замовлення зірвано в усіх розкладах (%n); %1 у середньому гірше на %2 оч.</numerusform>
            <numerusform>замовлення зірвано в усіх розкладах (%n); %1 у середньому гірше на %2 оч.</numerusform>
            <numerusform>замовлення зірвано в усіх розкладах (%n); %1 у середньому гірше на %2 оч.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats the contract in %1 of %n world(s); %2 loses %3 points on average</source>
        <translation>
            <numerusform>замовлення зірвано в %1 з %n розкладу; %2 у середньому гірше на %3 оч.</numerusform>
            <numerusform>замовлення зірвано в %1 з %n розкладів; %2 у середньому гірше на %3 оч.</numerusform>
            <numerusform>замовлення зірвано в %1 з %n розкладів; %2 у середньому гірше на %3 оч.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is settled; %1 takes %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>долю замовлення вирішено; %1 у середньому бере на %2 оч. менше (%n розклад)</numerusform>
            <numerusform>долю замовлення вирішено; %1 у середньому бере на %2 оч. менше (%n розклади)</numerusform>
            <numerusform>долю замовлення вирішено; %1 у середньому бере на %2 оч. менше (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins the hand in %1 of %n world(s); %2 loses %3 game points on average</source>
        <translation>
            <numerusform>роздачу виграно в %1 з %n розкладу; %2 у середньому дає на %3 менше ігрових очок</numerusform>
            <numerusform>роздачу виграно в %1 з %n розкладів; %2 у середньому дає на %3 менше ігрових очок</numerusform>
            <numerusform>роздачу виграно в %1 з %n розкладів; %2 у середньому дає на %3 менше ігрових очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>closing wins the hand in %1 of %n world(s); playing on loses %2 game points on average</source>
        <translation>
            <numerusform>закривши колоду, ви виграєте роздачу в %1 з %n розкладу; гра далі в середньому дає на %2 менше ігрових очок</numerusform>
            <numerusform>закривши колоду, ви виграєте роздачу в %1 з %n розкладів; гра далі в середньому дає на %2 менше ігрових очок</numerusform>
            <numerusform>закривши колоду, ви виграєте роздачу в %1 з %n розкладів; гра далі в середньому дає на %2 менше ігрових очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>closing now loses %1 game points on average (%n world(s))</source>
        <translation>
            <numerusform>закрити зараз — у середньому на %1 менше ігрових очок (%n розклад)</numerusform>
            <numerusform>закрити зараз — у середньому на %1 менше ігрових очок (%n розклади)</numerusform>
            <numerusform>закрити зараз — у середньому на %1 менше ігрових очок (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot make a marriage for them (%2 is not theirs); %3 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 не дасть їм мар&apos;яжу (%2 не в них); у середньому %3 оч. (%n розклад)</numerusform>
            <numerusform>%1 не дасть їм мар&apos;яжу (%2 не в них); у середньому %3 оч. (%n розклади)</numerusform>
            <numerusform>%1 не дасть їм мар&apos;яжу (%2 не в них); у середньому %3 оч. (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 makes a marriage for them if they hold %2 (%3% likely); %4 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 дає їм мар&apos;яж, якщо %2 у них (імовірність %3%); у середньому %4 оч. (%n розклад)</numerusform>
            <numerusform>%1 дає їм мар&apos;яж, якщо %2 у них (імовірність %3%); у середньому %4 оч. (%n розклади)</numerusform>
            <numerusform>%1 дає їм мар&apos;яж, якщо %2 у них (імовірність %3%); у середньому %4 оч. (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passing instead: %1 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>при пасі в середньому на %1 оч. менше (%n розклад)</numerusform>
            <numerusform>при пасі в середньому на %1 оч. менше (%n розклади)</numerusform>
            <numerusform>при пасі в середньому на %1 оч. менше (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bidding %1 instead: %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>якщо заявити %1, у середньому на %2 оч. менше (%n розклад)</numerusform>
            <numerusform>якщо заявити %1, у середньому на %2 оч. менше (%n розклади)</numerusform>
            <numerusform>якщо заявити %1, у середньому на %2 оч. менше (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a contract of %1 instead: %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>при замовленні %1 у середньому на %2 оч. менше (%n розклад)</numerusform>
            <numerusform>при замовленні %1 у середньому на %2 оч. менше (%n розклади)</numerusform>
            <numerusform>при замовленні %1 у середньому на %2 оч. менше (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>laying away %1 and giving %2 instead: %3 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>якщо скинути %1 і віддати %2, у середньому на %3 оч. менше (%n розклад)</numerusform>
            <numerusform>якщо скинути %1 і віддати %2, у середньому на %3 оч. менше (%n розклади)</numerusform>
            <numerusform>якщо скинути %1 і віддати %2, у середньому на %3 оч. менше (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>laying away %1 and %2 instead: %3 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>якщо скинути %1 і %2, у середньому на %3 оч. менше (%n розклад)</numerusform>
            <numerusform>якщо скинути %1 і %2, у середньому на %3 оч. менше (%n розклади)</numerusform>
            <numerusform>якщо скинути %1 і %2, у середньому на %3 оч. менше (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the contract made with %2% likelihood (%n world(s))</source>
        <translation>
            <numerusform>%1: замовлення буде зіграно з імовірністю %2% (%n розклад)</numerusform>
            <numerusform>%1: замовлення буде зіграно з імовірністю %2% (%n розклади)</numerusform>
            <numerusform>%1: замовлення буде зіграно з імовірністю %2% (%n розкладів)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the level bids only from %2% likely by the hand&apos;s estimate</source>
        <translation>%1: сильний рівень торгується лише від %2% за оцінкою руки</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2% likely by the hand&apos;s estimate (%n sampled talon(s))</source>
        <translation>
            <numerusform>%1: імовірність %2% за оцінкою руки (%n варіант прикупу)</numerusform>
            <numerusform>%1: імовірність %2% за оцінкою руки (%n варіанти прикупу)</numerusform>
            <numerusform>%1: імовірність %2% за оцінкою руки (%n варіантів прикупу)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 points expected by the hand&apos;s estimate</source>
        <translation>%1: у середньому %2 оч. за оцінкою руки</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 game points on average (%n world(s))</source>
        <translation>
            <numerusform>%1: ігрових очок у середньому %2 (%n розклад)</numerusform>
            <numerusform>%1: ігрових очок у середньому %2 (%n розклади)</numerusform>
            <numerusform>%1: ігрових очок у середньому %2 (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points of your own on average (%n world(s))</source>
        <translation>
            <numerusform>%1: у середньому %2 власних оч. (%n розклад)</numerusform>
            <numerusform>%1: у середньому %2 власних оч. (%n розклади)</numerusform>
            <numerusform>%1: у середньому %2 власних оч. (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average, made in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1: у середньому %2 оч., замовлення зіграно в %3 з %n розкладу</numerusform>
            <numerusform>%1: у середньому %2 оч., замовлення зіграно в %3 з %n розкладів</numerusform>
            <numerusform>%1: у середньому %2 оч., замовлення зіграно в %3 з %n розкладів</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis is not available for this game</source>
        <translation>Для цієї гри аналіз недоступний</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %1 of %n decision(s)</source>
        <translation>
            <numerusform>Аналіз: %1 з %n рішення</numerusform>
            <numerusform>Аналіз: %1 з %n рішень</numerusform>
            <numerusform>Аналіз: %1 з %n рішень</numerusform>
        </translation>
    </message>
    <message>
        <source>−%1 game points expected</source>
        <translation>у середньому на %1 менше ігрових очок</translation>
    </message>
    <message>
        <source>−%1 points expected</source>
        <translation>−%1 оч. у середньому</translation>
    </message>
    <message>
        <source>%1: the hard level&apos;s choice too — %2</source>
        <translation>%1: сильний рівень вибрав би те саме — %2</translation>
    </message>
    <message>
        <source>%1: as good as %2 by the search&apos;s figures</source>
        <translation>%1: за розрахунками не гірше, ніж %2</translation>
    </message>
    <message>
        <source>%1 (%2); %3 was better — %4</source>
        <translation>%1 (%2); краще: %3 — %4</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: no mistake in %n decision(s)</source>
        <translation>
            <numerusform>Роздача %1: %n рішення, помилок немає</numerusform>
            <numerusform>Роздача %1: %n рішення, помилок немає</numerusform>
            <numerusform>Роздача %1: %n рішень, помилок немає</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2 made in %3 of %n likely deal(s); %4 was the best</source>
        <translation>
            <numerusform>Роздача %1: замовлення %2 зіграно в %3 з %n ймовірного розкладу; найкраще: %4</numerusform>
            <numerusform>Роздача %1: замовлення %2 зіграно в %3 з %n ймовірних розкладів; найкраще: %4</numerusform>
            <numerusform>Роздача %1: замовлення %2 зіграно в %3 з %n ймовірних розкладів; найкраще: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: the worst decision, %2 (%3); %4 was better</source>
        <translation>Роздача %1: найгірше рішення — %2 (%3); краще: %4</translation>
    </message>
    <message numerus="yes">
        <source>The game: no mistake in %n decision(s)</source>
        <translation>
            <numerusform>Партія: %n рішення, помилок немає</numerusform>
            <numerusform>Партія: %n рішення, помилок немає</numerusform>
            <numerusform>Партія: %n рішень, помилок немає</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game: %n mistake(s) in %1 decisions; %2 in all</source>
        <translation>
            <numerusform>Партія: %n помилка (рішень: %1); разом: %2</numerusform>
            <numerusform>Партія: %n помилки (рішень: %1); разом: %2</numerusform>
            <numerusform>Партія: %n помилок (рішень: %1); разом: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Why this hint</source>
        <translation>Чому така підказка</translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n likely deal(s); worth bidding up to %2</source>
        <translation>
            <numerusform>зіграно в %1 з %n ймовірного розкладу; варто торгуватися до %2</numerusform>
            <numerusform>зіграно в %1 з %n ймовірних розкладів; варто торгуватися до %2</numerusform>
            <numerusform>зіграно в %1 з %n ймовірних розкладів; варто торгуватися до %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made with %1% likelihood over %n world(s)</source>
        <translation>
            <numerusform>замовлення буде зіграно з імовірністю %1% (%n розклад)</numerusform>
            <numerusform>замовлення буде зіграно з імовірністю %1% (%n розклади)</numerusform>
            <numerusform>замовлення буде зіграно з імовірністю %1% (%n розкладів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); giving %2 and %3 instead: %4%</source>
        <translation>
            <numerusform>замовлення зіграно в %1 з %n розкладу; якщо віддати %2 і %3: %4%</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; якщо віддати %2 і %3: %4%</numerusform>
            <numerusform>замовлення зіграно в %1 з %n розкладів; якщо віддати %2 і %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n world(s); %2 in %3</source>
        <translation>
            <numerusform>зіграно в %1 з %n розкладу; %2 — в %3</numerusform>
            <numerusform>зіграно в %1 з %n розкладів; %2 — в %3</numerusform>
            <numerusform>зіграно в %1 з %n розкладів; %2 — в %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the contract made in %2 of %n world(s)</source>
        <translation>
            <numerusform>%1: замовлення зіграно в %2 з %n розкладу</numerusform>
            <numerusform>%1: замовлення зіграно в %2 з %n розкладів</numerusform>
            <numerusform>%1: замовлення зіграно в %2 з %n розкладів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 game points on average, won in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1: ігрових очок у середньому %2, виграш у %3 з %n розкладу</numerusform>
            <numerusform>%1: ігрових очок у середньому %2, виграш у %3 з %n розкладів</numerusform>
            <numerusform>%1: ігрових очок у середньому %2, виграш у %3 з %n розкладів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп&apos;ютер %1</translation>
    </message>
</context>
<context>
    <name>DealLog</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n ігрове очко</numerusform>
            <numerusform>%n ігрові очка</numerusform>
            <numerusform>%n ігрових очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) laid away</source>
        <translation>
            <numerusform>скинуто %n карту</numerusform>
            <numerusform>скинуто %n карти</numerusform>
            <numerusform>скинуто %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Off</source>
        <translation>Вимк.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайний</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <source>1.5 seconds</source>
        <translation>1,5 секунди</translation>
    </message>
    <message>
        <source>2.5 seconds</source>
        <translation>2,5 секунди</translation>
    </message>
    <message>
        <source>4 seconds</source>
        <translation>4 секунди</translation>
    </message>
    <message>
        <source>Until I click</source>
        <translation>До мого клацання</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Недовго</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Довго</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer level</comment>
        <translation>Звичайний</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>There is no game in progress.</source>
        <translation>Партія не йде.</translation>
    </message>
    <message>
        <source>Not an action: %1</source>
        <translation>Це не хід: %1</translation>
    </message>
    <message>
        <source>You sit at seat %1, not seat %2.</source>
        <translation>Ви сидите на місці %1, а не на місці %2.</translation>
    </message>
    <message>
        <source>A computer is playing your seat.</source>
        <translation>За ваше місце грає комп&apos;ютер.</translation>
    </message>
    <message>
        <source>Your chat line was not sent: you are writing too fast.</source>
        <translation>Повідомлення в чат не надіслано: ви пишете надто швидко.</translation>
    </message>
    <message>
        <source>Refused: your app sent message number %1 after number %2 (a repeated or old message).</source>
        <translation>Відхилено: ваша програма надіслала повідомлення номер %1 після номера %2 (повтор або старе повідомлення).</translation>
    </message>
    <message>
        <source>You have seen your cards: you can no longer bid blind.</source>
        <translation>Ви вже подивилися свої карти: замовляти втемну більше не можна.</translation>
    </message>
    <message>
        <source>There is no blind bid in this game.</source>
        <translation>У цій грі немає ставки втемну.</translation>
    </message>
    <message>
        <source>Your time for this turn (%1 seconds) ran out: a computer plays this turn for you.</source>
        <translation>Час на цей хід (%1 с) минув: цей хід за вас робить комп&apos;ютер.</translation>
    </message>
    <message>
        <source>Not an action: your app sent something that is not an action object.</source>
        <translation>Це не хід: ваша програма надіслала замість ходу щось інше.</translation>
    </message>
    <message>
        <source>Not an action: it has no seat number.</source>
        <translation>Це не хід: у ньому немає номера місця.</translation>
    </message>
    <message>
        <source>Not an action: it must name exactly one kind of move.</source>
        <translation>Це не хід: у ньому має бути вказаний рівно один вид ходу.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a list of two cards.</source>
        <translation>Це не хід: для «%1» потрібен список із двох карт.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a card.</source>
        <translation>Це не хід: для «%1» потрібна карта.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a whole number.</source>
        <translation>Це не хід: для «%1» потрібне ціле число.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes true.</source>
        <translation>Це не хід: для «%1» потрібне значення true.</translation>
    </message>
    <message>
        <source>Not an action: “%1” is not a card.</source>
        <translation>Це не хід: «%1» — не карта.</translation>
    </message>
    <message>
        <source>Not an action: “%1” can only be true or false, and only on a play.</source>
        <translation>Це не хід: «%1» може бути лише true або false і лише в ході картою.</translation>
    </message>
    <message>
        <source>Disconnected: your app stopped reading the host&apos;s messages.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма перестала читати його повідомлення.</translation>
    </message>
    <message>
        <source>Disconnected: your app did not introduce itself within %1 seconds.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма не представилася за %1 с.</translation>
    </message>
    <message>
        <source>Disconnected: nothing came from your app for %1 seconds.</source>
        <translation>Господар столу розірвав зв&apos;язок: від вашої програми нічого не надходило %1 с.</translation>
    </message>
    <message>
        <source>Disconnected: the host could not handle a message from your app.</source>
        <translation>Господар столу розірвав зв&apos;язок: він не зміг обробити повідомлення від вашої програми.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line longer than %1 bytes.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма надіслала рядок, довший за %1 байтів.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line that is not UTF-8 text.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма надіслала рядок не в кодуванні UTF-8.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line that is not JSON.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма надіслала рядок, який не є JSON.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent something that is not a message of this protocol.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма надіслала те, що не є повідомленням цього протоколу.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a message of an unknown type, “%1”.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма надіслала повідомлення невідомого типу «%1».</translation>
    </message>
    <message>
        <source>Disconnected: your app did not begin with hello.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма не почала з привітання (hello).</translation>
    </message>
    <message>
        <source>Disconnected: your app said hello twice.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма привіталася двічі.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a wrong value in “%1”.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма надіслала неправильне значення в полі «%1».</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a message nested deeper than %1 levels.</source>
        <translation>Господар столу розірвав зв&apos;язок: ваша програма надіслала повідомлення з вкладеністю глибшою за %1 рівнів.</translation>
    </message>
    <message>
        <source>Disconnected: for %1 seconds the host could accept nothing your app sent.</source>
        <translation>Господар столу розірвав зв&apos;язок: %1 с він не міг прийняти нічого з того, що надіслала ваша програма.</translation>
    </message>
    <message>
        <source>This table speaks protocol version %1; your app speaks version %2. Every player needs the same version of Thousand.</source>
        <translation>Цей стіл працює за протоколом версії %1, а ваша програма — за версією %2. Усім гравцям потрібна однакова версія «Тисячі».</translation>
    </message>
    <message>
        <source>This table runs Thousand %1; you run %2. Use the same version (major.minor) to play together.</source>
        <translation>На цьому столі «Тисяча» версії %1, а у вас — %2. Щоб грати разом, версії мають збігатися (перші два числа).</translation>
    </message>
    <message>
        <source>That seat token is not known at this table.</source>
        <translation>За цим столом не знають вашого місця.</translation>
    </message>
    <message>
        <source>The game has started and every seat is taken.</source>
        <translation>Партія вже йде, і всі місця зайняті.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Усі місця за столом зайняті.</translation>
    </message>
    <message>
        <source>The host gave your seat away.</source>
        <translation>Господар столу віддав ваше місце.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Господар столу попросив вас з-за столу.</translation>
    </message>
    <message>
        <source>Your seat went to another player: you were not ready for %1 seconds.</source>
        <translation>Ваше місце віддано іншому гравцеві: ви не були готові %1 с.</translation>
    </message>
    <message>
        <source>The host has kept your seat for someone else.</source>
        <translation>Господар столу залишив ваше місце за іншим гравцем.</translation>
    </message>
    <message>
        <source>You joined this table from another connection.</source>
        <translation>Ви сіли за цей стіл з іншого підключення.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Господар закрив стіл.</translation>
    </message>
    <message>
        <source>The host was stopped.</source>
        <translation>Господаря столу зупинено.</translation>
    </message>
    <message>
        <source>Computer (random)</source>
        <translation>Комп&apos;ютер (новачок)</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Комп&apos;ютер (легкий)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Комп&apos;ютер (звичайний)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Комп&apos;ютер (сильний)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп&apos;ютер</translation>
    </message>
    <message>
        <source>This table plays %1, a game this version of Thousand cannot play.</source>
        <translation>За цим столом грають у %1, а в цю гру ця версія «Тисячі» грати не вміє.</translation>
    </message>
    <message>
        <source>This table plays by agreements this version of Thousand does not know.</source>
        <translation>За цим столом грають за домовленостями, яких ця версія «Тисячі» не знає.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message numerus="yes">
        <source>%n agreement(s) changed</source>
        <translation>
            <numerusform>змінено %n домовленість</numerusform>
            <numerusform>змінено %n домовленості</numerusform>
            <numerusform>змінено %n домовленостей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n deal(s)</source>
        <translation>
            <numerusform>%1, після %n роздачі</numerusform>
            <numerusform>%1, після %n роздач</numerusform>
            <numerusform>%1, після %n роздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n хвилина</numerusform>
            <numerusform>%n хвилини</numerusform>
            <numerusform>%n хвилин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунди</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This table goes on with a saved game, after %n deal(s). Each seat keeps its score; a player who joins under the name the game gave a seat takes that seat.</source>
        <translation>
            <numerusform>За цим столом триває збережена гра, після %n роздачі. Кожне місце зберігає свій рахунок; гравець, який приєднається під ім&apos;ям, яке це місце має в грі, сідає на нього.</numerusform>
            <numerusform>За цим столом триває збережена гра, після %n роздач. Кожне місце зберігає свій рахунок; гравець, який приєднається під ім&apos;ям, яке це місце має в грі, сідає на нього.</numerusform>
            <numerusform>За цим столом триває збережена гра, після %n роздач. Кожне місце зберігає свій рахунок; гравець, який приєднається під ім&apos;ям, яке це місце має в грі, сідає на нього.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n seat(s)</source>
        <translation>
            <numerusform>%1: %n місце</numerusform>
            <numerusform>%1: %n місця</numerusform>
            <numerusform>%1: %n місць</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <source>No deal is in progress.</source>
        <translation>Зараз не йде жодна роздача.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>За цим столом немає такого місця.</translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation>У цій роздачі ви на прикупі.</translation>
    </message>
    <message>
        <source>You cannot play a card yet: the auction is not over.</source>
        <translation>Ходити ще не можна: торгівля не закінчилася.</translation>
    </message>
    <message>
        <source>You cannot play a card yet: the exchange is not over.</source>
        <translation>Ходити ще не можна: розігрувач ще не віддав карти з прикупу.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to play.</source>
        <translation>Зараз ходить %1.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>У вас немає %1.</translation>
    </message>
    <message>
        <source>You must follow suit: you hold %1.</source>
        <translation>Треба ходити в масть: у вас є %1.</translation>
    </message>
    <message>
        <source>You must play a trump: you hold %1.</source>
        <translation>Треба бити козирем: у вас є %1.</translation>
    </message>
    <message>
        <source>Only the player who made the trump may lead it: %1.</source>
        <translation>Ходити з козиря може лише той, хто його оголосив: %1.</translation>
    </message>
    <message>
        <source>Only the player who made the trump may play trumps: %1.</source>
        <translation>Грати козирями може лише той, хто їх оголосив: %1.</translation>
    </message>
    <message>
        <source>You cannot announce a marriage in suit with %1.</source>
        <translation>З %1 не можна оголосити мар&apos;яж у масть.</translation>
    </message>
    <message>
        <source>You cannot announce a marriage with %1 now.</source>
        <translation>З %1 зараз не можна оголосити мар&apos;яж.</translation>
    </message>
    <message>
        <source>The auction is over.</source>
        <translation>Торгівля закінчилася.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to bid.</source>
        <translation>Зараз торгується %1.</translation>
    </message>
    <message>
        <source>You have passed and cannot bid again.</source>
        <translation>Ви вже сказали пас і більше не торгуєтеся.</translation>
    </message>
    <message>
        <source>You may not bid blind now.</source>
        <translation>Зараз не можна грати втемну.</translation>
    </message>
    <message>
        <source>Your score is below %1: you may only pass.</source>
        <translation>У вас менше ніж %1 очок: можна лише пасувати.</translation>
    </message>
    <message>
        <source>Nobody may bid over a blind game.</source>
        <translation>Темну ставку перебивати не можна.</translation>
    </message>
    <message>
        <source>You cannot bid above %1 with this hand.</source>
        <translation>З такими картами не можна торгуватися вище %1.</translation>
    </message>
    <message>
        <source>You cannot bid above 120 without a king-queen pair.</source>
        <translation>Без мар&apos;яжу (короля й дами однієї масті) не можна замовляти більше 120.</translation>
    </message>
    <message>
        <source>The highest bid you may make is %1.</source>
        <translation>Ваша найвища можлива ставка — %1.</translation>
    </message>
    <message>
        <source>A bid must be at least %1.</source>
        <translation>Ставка має бути не меншою за %1.</translation>
    </message>
    <message>
        <source>Bids go in steps of %1.</source>
        <translation>Ставки зростають із кроком %1.</translation>
    </message>
    <message>
        <source>You must open the auction with at least %1.</source>
        <translation>Ви відкриваєте торгівлю: ставка не менша за %1, пасувати не можна.</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>Зараз пасувати не можна.</translation>
    </message>
    <message>
        <source>Only the declarer gives two cards, once, after taking the talon.</source>
        <translation>Дві карти віддає лише розігрувач — один раз, узявши прикуп.</translation>
    </message>
    <message>
        <source>The two given cards must differ.</source>
        <translation>Треба віддати дві різні карти.</translation>
    </message>
    <message>
        <source>You hold all four aces and must give one of them away.</source>
        <translation>У вас усі чотири тузи: одного з них треба віддати.</translation>
    </message>
    <message>
        <source>Only the declarer names the contract, after giving two cards.</source>
        <translation>Замовлення називає лише розігрувач, віддавши дві карти.</translation>
    </message>
    <message>
        <source>The contract is already set.</source>
        <translation>Замовлення вже назване.</translation>
    </message>
    <message>
        <source>The contract cannot be lower than the bid, %1.</source>
        <translation>Замовлення не може бути меншим за ставку %1.</translation>
    </message>
    <message>
        <source>The contract cannot be raised in this deal.</source>
        <translation>У цій роздачі замовлення підвищувати не можна.</translation>
    </message>
    <message>
        <source>The highest contract you may name is %1.</source>
        <translation>Найвище замовлення, яке ви можете назвати, — %1.</translation>
    </message>
    <message>
        <source>Contracts go in steps of %1.</source>
        <translation>Замовлення зростає з кроком %1.</translation>
    </message>
    <message>
        <source>Only the declarer may %1, between taking the talon and the first card.</source>
        <translation>Лише розігрувач може %1 — після прикупу й до першого ходу.</translation>
    </message>
    <message>
        <source>You may not %1 now (the agreements, the barrel or the count per game).</source>
        <translation>Зараз не можна %1 (домовленості, бочка або ліміт на партію).</translation>
    </message>
    <message>
        <source>You have no grounds to demand a redeal now.</source>
        <translation>Зараз немає підстав вимагати перездачу.</translation>
    </message>
    <message>
        <source>You are not bidding blind.</source>
        <translation>Ви не граєте втемну.</translation>
    </message>
    <message>
        <source>You cannot unhide a blind game now.</source>
        <translation>Зараз не можна відкрити темну.</translation>
    </message>
    <message>
        <source>That move is not possible now.</source>
        <translation>Такий хід зараз неможливий.</translation>
    </message>
    <message>
        <source>You may close the stock only when you lead and it is still open.</source>
        <translation>Закрити колоду можна лише своїм ходом, поки вона не закрита.</translation>
    </message>
    <message>
        <source>You may exchange %1 only on your turn.</source>
        <translation>Поміняти %1 можна лише у свою чергу.</translation>
    </message>
    <message>
        <source>%1 is not exchanged once the stock is closed or down to two cards.</source>
        <translation>%1 не міняють, коли колоду закрито або в ній лишилося дві карти.</translation>
    </message>
    <message>
        <source>You may exchange %1 only after winning a trick.</source>
        <translation>Поміняти %1 можна, лише взявши хоча б одну взятку.</translation>
    </message>
    <message>
        <source>Nobody exchanges %1 on the first trick.</source>
        <translation>На першій взятці %1 не міняють.</translation>
    </message>
    <message>
        <source>You may exchange %1 only when you lead, before playing a card.</source>
        <translation>Поміняти %1 можна, лише коли ви ходите першим, до своєї карти у взятці.</translation>
    </message>
    <message>
        <source>You may announce 66 only when you lead, after winning a trick.</source>
        <translation>Оголосити 66 можна лише своїм ходом, узявши хоча б одну взятку.</translation>
    </message>
    <message>
        <source>You may announce 66 only after winning a trick: nothing of yours counts yet.</source>
        <translation>Оголосити 66 можна, лише взявши хоча б одну взятку: поки що у вас нічого не зараховано.</translation>
    </message>
    <message>
        <source>Nobody closes the stock on the first trick.</source>
        <translation>На першій взятці колоду не закривають.</translation>
    </message>
    <message>
        <source>The stock may not be closed with only two cards left in it.</source>
        <translation>Колоду не можна закрити, коли в ній лишилися тільки дві карти.</translation>
    </message>
    <message>
        <source>You may show a marriage only when you lead and it takes you to 66.</source>
        <translation>Показати мар&apos;яж можна лише своїм ходом, якщо він доводить вас до 66.</translation>
    </message>
    <message>
        <source>You may draw only right after winning a trick.</source>
        <translation>Брати з колоди можна лише одразу після своєї взятки.</translation>
    </message>
    <message>
        <source>First draw from the stock, or close it before drawing.</source>
        <translation>Спершу візьміть карту з колоди або закрийте її до добору.</translation>
    </message>
    <message>
        <source>The cards are drawn from the stock by themselves after each trick.</source>
        <translation>Карти з колоди добираються самі після кожної взятки.</translation>
    </message>
    <message>
        <source>You must beat the highest card so far: you hold %1.</source>
        <translation>Треба побити старшу карту у взятці: у вас %1.</translation>
    </message>
    <message>
        <source>Only the declarer takes one of the two talons, once, right after the auction.</source>
        <translation>Лише розігрувач бере один із двох прикупів — один раз, одразу після торгівлі.</translation>
    </message>
    <message>
        <source>There is no such talon.</source>
        <translation>Такого прикупу немає.</translation>
    </message>
    <message>
        <source>Only the declarer lays cards away, once, after taking a talon.</source>
        <translation>Лише розігрувач скидає карти — один раз, після того як узяв прикуп.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Виберіть дві різні карти.</translation>
    </message>
    <message>
        <source>concede the deal (rospis)</source>
        <translation>розписати роздачу</translation>
    </message>
    <message>
        <source>write the deal off (spisat&apos;)</source>
        <translation>списати роздачу</translation>
    </message>
    <message>
        <source>give up</source>
        <translation>здатися</translation>
    </message>
    <message>
        <source>surrender the golden deal</source>
        <translation>здати золотий кон</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>місце %1</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>These are the reference rules: the game as most tables in Russia, Belarus and Ukraine play it, as pagat.com&apos;s rules of Thousand describe it. The last section says what the agreements at this table change.</source>
        <translation>Це основні правила: гра, як у неї грають за більшістю столів у Росії, Білорусі та Україні, за описом Тисячі на сайті pagat.com. В останньому розділі — що змінюють домовленості за цим столом.</translation>
    </message>
    <message>
        <source>Three players (or four, the dealer sitting out) play with a 24-card pack: nine, jack, queen, king, ten and ace of each suit. The first to reach 1000 points wins.</source>
        <translation>Грають троє (або четверо, тоді здавальник сидить на прикупі) колодою з 24 карт: дев&apos;ятка, валет, дама, король, десятка й туз кожної масті. Перемагає той, хто першим набере 1000 очок.</translation>
    </message>
    <message>
        <source>Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0 — 120 in the pack.</source>
        <translation>Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2, дев&apos;ятка 0 — усього в колоді 120.</translation>
    </message>
    <message>
        <source>The deal and the auction</source>
        <translation>Роздача й торгівля</translation>
    </message>
    <message>
        <source>Each player gets seven cards; three go face down to the talon.</source>
        <translation>Кожен отримує по сім карт; три карти кладуть сорочкою догори в прикуп.</translation>
    </message>
    <message>
        <source>The player after the dealer must open with at least 100. Bids rise in steps of 5; a pass is final. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Гравець після здавальника мусить почати торгівлю щонайменше зі 100. Ставки зростають кроком 5; пас остаточний. Понад 120 можна замовляти, лише маючи на руках мар&apos;яж.</translation>
    </message>
    <message>
        <source>The highest bidder (the declarer) shows the talon, takes it, gives one card to each opponent and may raise the contract before the first lead.</source>
        <translation>Той, хто виграв торгівлю (розігрувач), відкриває прикуп, забирає його, віддає по одній карті кожному супротивнику й може підвищити замовлення до першого ходу.</translation>
    </message>
    <message>
        <source>Instead of playing, the declarer may concede (rospis): each opponent gets 60 points, the declarer scores nothing.</source>
        <translation>Замість гри розігрувач може розписати: кожному супротивнику записують по 60, собі він не пише нічого.</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>The declarer leads. You must follow suit; with none, you must trump; with no trump, play anything. You need not beat the card led.</source>
        <translation>Першим ходить розігрувач. Треба ходити в масть; немає масті — бити козирем; немає козиря — будь-яку карту. Перебивати не обов&apos;язково.</translation>
    </message>
    <message>
        <source>A marriage is a king and queen of one suit. From the second trick on, the leader announces it by leading one of the pair: it scores at once and its suit becomes trumps. Hearts 100, diamonds 80, clubs 60, spades 40.</source>
        <translation>Мар&apos;яж — король і дама однієї масті. Починаючи з другої взятки гравець, який ходить, оголошує його ходом однією з цих карт: очки записують одразу, а масть стає козирною. Чирва 100, бубна 80, трефа 60, піка 40.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок очок</translation>
    </message>
    <message>
        <source>The declarer scores the contract if his card points and marriages reach it, and loses it if they do not. The opponents score what they took, rounded to 5.</source>
        <translation>Розігрувач записує собі замовлення, якщо очки взяток і мар&apos;яжів його покривають, інакше замовлення віднімають. Супротивники записують узяте, округлене до 5.</translation>
    </message>
    <message>
        <source>An opponent who takes nothing gets a bolt (zero); every third bolt costs 120 points.</source>
        <translation>Супротивник, який нічого не взяв, отримує болт; кожен третій болт коштує 120 очок.</translation>
    </message>
    <message>
        <source>At 880 a player mounts the barrel: he must then win a contract that takes him to 1000 within three deals, or he falls back to 760.</source>
        <translation>На 880 гравець сідає на бочку: за три роздачі він має зіграти замовлення, яке доведе його до 1000, інакше злітає на 760.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>Rules of Thousand</source>
        <translation>Правила «Тисячі»</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>За цим столом</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>The reference rules, unchanged.</source>
        <translation>Основні правила без змін.</translation>
    </message>
    <message numerus="yes">
        <source>%n agreement(s) differ from the reference rules:</source>
        <translation>
            <numerusform>%n домовленість відрізняється від основних правил:</numerusform>
            <numerusform>%n домовленості відрізняються від основних правил:</numerusform>
            <numerusform>%n домовленостей відрізняються від основних правил:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (reference: %2)</source>
        <translation>%1 (в основних правилах: %2)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message numerus="yes">
        <source>penalty: %n point(s)</source>
        <translation>
            <numerusform>штраф: %n очко</numerusform>
            <numerusform>штраф: %n очка</numerusform>
            <numerusform>штраф: %n очок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>R</source>
        <comment>the rospis mark on the score sheet: one capital letter, the first of the word players use for conceding a contract (ru/uk: Р for роспись/розпис, pl: B for bomba)</comment>
        <translation>Р</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>на бочці</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <extracomment>the letter on the dealer&apos;s chip beside a seat&apos;s name (Russian С for сдающий, Polish R for rozdający)</extracomment>
        <translation>З</translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s) so far</source>
        <translation>
            <numerusform>%n болт на рахунку</numerusform>
            <numerusform>%n болти на рахунку</numerusform>
            <numerusform>%n болтів на рахунку</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the barrel: %n deal(s) left</source>
        <translation>
            <numerusform>на бочці: залишилася %n роздача</numerusform>
            <numerusform>на бочці: залишилося %n роздачі</numerusform>
            <numerusform>на бочці: залишилося %n роздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n carried from a hand nobody won</source>
        <translation>
            <numerusform>+%n очко з роздачі без переможця</numerusform>
            <numerusform>+%n очка з роздач без переможця</numerusform>
            <numerusform>+%n очок з роздач без переможця</numerusform>
        </translation>
    </message>
</context>
</TS>
