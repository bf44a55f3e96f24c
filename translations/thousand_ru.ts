<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>sitting out, from the talon: %1</source>
        <translation>на прикупе, за прикуп: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Нельзя: %1</translation>
    </message>
    <message>
        <source>Could not autosave: %1</source>
        <translation>Не удалось сохранить игру: %1</translation>
    </message>
    <message>
        <source>there is no local game to export</source>
        <translation>нет партии на этом компьютере для экспорта</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation>Новичок (случайные ходы)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Three players (two computers)</source>
        <translation>Трое (два компьютера)</translation>
    </message>
    <message>
        <source>Four players (three computers)</source>
        <translation>Четверо (три компьютера)</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <source>Your seat:</source>
        <translation>Ваше место:</translation>
    </message>
    <message>
        <source>Computer %1:</source>
        <translation>Компьютер %1:</translation>
    </message>
    <message>
        <source>Rules preset:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Первый сдающий:</translation>
    </message>
    <message>
        <source>Agreements changed in Settings ▸ Agreements apply when their preset is chosen.</source>
        <translation>Договорённости, изменённые в меню Настройки ▸ Договорённости, действуют, когда выбраны их правила.</translation>
    </message>
    <message>
        <source>The computer levels are not installed yet; every computer plays as a beginner.</source>
        <translation>Уровни компьютера ещё не установлены: все компьютеры играют как новички.</translation>
    </message>
    <message>
        <source>The computer levels do not play this game yet; every computer plays as a beginner.</source>
        <translation>Уровни компьютера эту игру ещё не знают: все компьютеры играют как новички.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>Two players (one computer)</source>
        <translation>Двое (один компьютер)</translation>
    </message>
    <message>
        <source>Agreements</source>
        <translation>Договорённости</translation>
    </message>
    <message>
        <source>Agreements: %1</source>
        <translation>Договорённости: %1</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>Вернуть как в правилах</translation>
    </message>
    <message>
        <source>Different from the preset:</source>
        <translation>Отличия от выбранных правил:</translation>
    </message>
    <message>
        <source>%1: %2 (preset: %3)</source>
        <translation>%1: %2 (в правилах: %3)</translation>
    </message>
    <message>
        <source>Nothing: the preset as it is.</source>
        <translation>Ничего: правила как есть.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Two colours (red and black)</source>
        <translation>Двухцветная (красные и чёрные)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Четырёхцветная</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Скорость анимации:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Computer thinking time:</source>
        <translation>Время на ход компьютера:</translation>
    </message>
    <message>
        <source>Wait for my click before the next deal</source>
        <translation>Ждать моего щелчка перед следующей раздачей</translation>
    </message>
    <message>
        <source>A computer&apos;s talon stays up:</source>
        <translation>Прикуп компьютера открыт:</translation>
    </message>
    <message>
        <source>A taken trick stays:</source>
        <translation>Взятка остаётся на столе:</translation>
    </message>
    <message>
        <source>the default network</source>
        <translation>основная сеть</translation>
    </message>
    <message>
        <source>Sixty-Six: I draw from the stock myself (time to close before drawing)</source>
        <translation>Шестьдесят шесть: добирать из колоды вручную (есть время закрыть до добора)</translation>
    </message>
    <message>
        <source>Where LAN tables are looked for and announced: this computer&apos;s IPv4 addresses, separated by commas. Empty: the default network.</source>
        <translation>Где искать и объявлять столы в локальной сети: IPv4-адреса этого компьютера через запятую. Пусто — основная сеть.</translation>
    </message>
    <message>
        <source>LAN discovery on:</source>
        <translation>Поиск столов в сети:</translation>
    </message>
    <message>
        <source>Set by %1 for now: %2</source>
        <translation>Сейчас задано через %1: %2</translation>
    </message>
    <message>
        <source>LAN discovery: write this computer&apos;s IPv4 addresses, like 192.168.1.20, separated by commas.</source>
        <translation>Поиск столов в сети: укажите IPv4-адреса этого компьютера, например 192.168.1.20, через запятую.</translation>
    </message>
    <message>
        <source>You took this trick.</source>
        <translation>Эта взятка ваша.</translation>
    </message>
    <message>
        <source>%1 took this trick.</source>
        <translation>Эту взятку берёт %1.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>В этой раздаче ещё не было взяток.</translation>
    </message>
    <message>
        <source>Last talon</source>
        <translation>Последний прикуп</translation>
    </message>
    <message>
        <source>No talon has been shown yet.</source>
        <translation>Прикуп ещё не открывали.</translation>
    </message>
    <message>
        <source>Deal %1: you took the talon.</source>
        <translation>Раздача %1: прикуп взяли вы.</translation>
    </message>
    <message>
        <source>Deal %1: %2 took the talon.</source>
        <translation>Раздача %1. Победитель торговли: %2.</translation>
    </message>
    <message>
        <source>Exchange for the turned trump</source>
        <translation>Поменять на открытый козырь</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>ходить %1</translation>
    </message>
    <message>
        <source>give %1 and %2</source>
        <translation>отдать %1 и %2</translation>
    </message>
    <message>
        <source>lay away %1 and %2</source>
        <translation>снести %1 и %2</translation>
    </message>
    <message>
        <source>lay away %1, give %2</source>
        <translation>снести %1, отдать %2</translation>
    </message>
    <message>
        <source>take the left talon</source>
        <translation>взять левый прикуп</translation>
    </message>
    <message>
        <source>take the right talon</source>
        <translation>взять правый прикуп</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>ставка %1</translation>
    </message>
    <message>
        <source>bid %1 blind</source>
        <translation>%1 втёмную</translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation>заказ %1</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Тысяча</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись очков</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Последняя &amp;взятка</translation>
    </message>
    <message>
        <source>Last &amp;talon</source>
        <translation>Последний &amp;прикуп</translation>
    </message>
    <message>
        <source>&amp;Import record…</source>
        <translation>&amp;Открыть запись партии…</translation>
    </message>
    <message>
        <source>Open record to &amp;review…</source>
        <translation>&amp;Разбор записанной игры…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Сохранить запись партии…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Agreements…</source>
        <translation>&amp;Договорённости…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Сеть</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Открыть стол…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Сесть за стол…</translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation>&amp;Выйти из-за стола</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <source>&amp;About Thousand</source>
        <translation>&amp;О программе «Тысяча»</translation>
    </message>
    <message>
        <source>Free software under the MIT License: use, copy, change and share it.</source>
        <translation>Свободная программа под лицензией MIT: её можно использовать, копировать, изменять и распространять.</translation>
    </message>
    <message>
        <source>Credits: the card faces, backs and icons were drawn for this project (resources/LICENSE.md).</source>
        <translation>Авторы: лица и рубашки карт и значки нарисованы для этого проекта (resources/LICENSE.md).</translation>
    </message>
    <message>
        <source>Built with %1.</source>
        <translation>Использует: %1.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>The saved game could not be read. It was kept as %1; a new game starts.</source>
        <translation>Не удалось прочитать сохранённую игру. Она сохранена как %1; начинается новая игра.</translation>
    </message>
    <message>
        <source>The saved game could not be read; a new game starts.</source>
        <translation>Не удалось прочитать сохранённую игру; начинается новая игра.</translation>
    </message>
    <message>
        <source>Saved game damaged</source>
        <translation>Сохранённая игра повреждена</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Go on with the game you were playing?</source>
        <translation>Продолжить начатую партию?</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Партия не окончена</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it for another one? It cannot be resumed.</source>
        <translation>Партия ещё идёт. Бросить её ради новой? Продолжить её будет нельзя.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Импортировать запись партии</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи партий (*.json)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Сохранить запись партии</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Сохранение</translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation>О программе «Тысяча»</translation>
    </message>
    <message>
        <source>Thousand %1 — the card game 1000 against the computer.</source>
        <translation>Тысяча %1 — карточная игра «Тысяча» против компьютера.</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <source>The record does not say how strong %1 played: they play at the level %2.</source>
        <comment>, </comment>
        <translation>В записи не указан уровень игры: %1. Теперь уровень — «%2».</translation>
    </message>
    <message>
        <source>You have %1 points, not 66: the claim loses the hand and %2 scores %3 game points. Claim anyway?</source>
        <translation>Очков у вас: %1, а не 66. Объявив, вы проиграете раздачу, и %2 получает игровых очков: %3. Всё равно объявить?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>Объявить 66?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Ждём: %1…</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next deal.</source>
        <translation>Щёлкните по столу или нажмите Enter — следующая раздача.</translation>
    </message>
    <message>
        <source>Click the table or press Enter when you have seen the talon.</source>
        <translation>Щёлкните по столу или нажмите Enter, когда посмотрите прикуп.</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next trick.</source>
        <translation>Щёлкните по столу или нажмите Enter — следующая взятка.</translation>
    </message>
    <message>
        <source>%1 takes the talon.</source>
        <translation>%1 забирает прикуп.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>No hint now</source>
        <translation>Сейчас подсказки нет</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Открыть запись партии</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Открыть запись</translation>
    </message>
    <message>
        <source>This is not a game record this app can show.</source>
        <translation>Это не запись игры, которую может показать эта программа.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>This is not a game record this app can play.</source>
        <translation>Это не запись партии, которую может открыть программа.</translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation>Партия окончена — победитель: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>contract %1 made</source>
        <translation>заказ %1 сыгран</translation>
    </message>
    <message>
        <source>contract %1 failed</source>
        <translation>заказ %1 не сыгран</translation>
    </message>
    <message>
        <source>%1 taken</source>
        <translation>взято %1</translation>
    </message>
    <message>
        <source>%1 in cards</source>
        <translation>%1 в картах</translation>
    </message>
    <message>
        <source>%1 taken (%2)</source>
        <translation>взято %1 (%2)</translation>
    </message>
    <message>
        <source>contract %1 made — %2</source>
        <translation>заказ %1 сыгран — %2</translation>
    </message>
    <message>
        <source>contract %1 failed — %2: %3</source>
        <translation>заказ %1 не сыгран — %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>rospis of %1</source>
        <translation>роспись %1</translation>
    </message>
    <message>
        <source>contract %1 written off</source>
        <translation>заказ %1 списан</translation>
    </message>
    <message>
        <source>contract %1 given up</source>
        <translation>отказ от заказа %1</translation>
    </message>
    <message>
        <source>contract %1 surrendered</source>
        <translation>заказ %1 сдан (золотой кон)</translation>
    </message>
    <message>
        <source>bolt %1</source>
        <translation>болт № %1</translation>
    </message>
    <message>
        <source>fine for redeals in a row: %1</source>
        <translation>штраф за пересдачи подряд: %1</translation>
    </message>
    <message>
        <source>fine for a rospis: %1</source>
        <translation>штраф за роспись: %1</translation>
    </message>
    <message>
        <source>on the barrel at %1</source>
        <translation>на бочке с %1</translation>
    </message>
    <message>
        <source>out of the barrel&apos;s zone</source>
        <translation>вне зоны бочки</translation>
    </message>
    <message>
        <source>%1: the dump truck, back to 0</source>
        <translation>%1: самосвал, снова 0</translation>
    </message>
    <message>
        <source>contract failed</source>
        <translation>заказ не сыгран</translation>
    </message>
    <message>
        <source>its deals are over</source>
        <translation>раздачи на бочке кончились</translation>
    </message>
    <message>
        <source>another player got on it</source>
        <translation>на бочку сел другой игрок</translation>
    </message>
    <message>
        <source>a fine</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>two got on it at once</source>
        <translation>на бочку сели двое сразу</translation>
    </message>
    <message>
        <source>fell off the barrel (%1)</source>
        <translation>слёт с бочки (%1)</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>четыре девятки</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>четыре валета</translation>
    </message>
    <message>
        <source>too few points in the hand</source>
        <translation>мало очков на руках</translation>
    </message>
    <message>
        <source>too few points in the talon</source>
        <translation>мало очков в прикупе</translation>
    </message>
    <message>
        <source>two nines in the talon</source>
        <translation>две девятки в прикупе</translation>
    </message>
    <message>
        <source>three jacks in the talon</source>
        <translation>три валета в прикупе</translation>
    </message>
    <message>
        <source>a jack at the bottom</source>
        <translation>валет внизу колоды</translation>
    </message>
    <message>
        <source>a nine at the bottom</source>
        <translation>девятка внизу колоды</translation>
    </message>
    <message>
        <source>everybody passed</source>
        <translation>все спасовали</translation>
    </message>
    <message>
        <source>redeal: %1</source>
        <translation>пересдача: %1</translation>
    </message>
    <message>
        <source>stock closed, 66 not reached</source>
        <translation>колода закрыта, 66 не набрано</translation>
    </message>
    <message>
        <source>66 announced without having it</source>
        <translation>66 объявлено, а очков не хватает</translation>
    </message>
    <message>
        <source>nobody reached 66: a game point is carried</source>
        <translation>никто не набрал 66: игровое очко переходит дальше</translation>
    </message>
    <message>
        <source>nobody reached 66: a draw, nobody scores</source>
        <translation>никто не набрал 66: ничья, очков никто не получает</translation>
    </message>
    <message>
        <source>the last trick won: it wins the hand</source>
        <translation>последняя взятка — раздача выиграна</translation>
    </message>
    <message>
        <source>%1 (%2 carried)</source>
        <translation>%1 (перенесено %2)</translation>
    </message>
    <message>
        <source>trump %1 taken</source>
        <translation>козырь %1 взят</translation>
    </message>
    <message>
        <source>trump %1 taken for %2</source>
        <translation>козырь %1 взят за %2</translation>
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
        <translation>сдаёт: %1</translation>
    </message>
    <message>
        <source>%1; sitting out: %2</source>
        <translation>%1; на прикупе: %2</translation>
    </message>
    <message>
        <source>dealt: %1</source>
        <translation>сдано: %1</translation>
    </message>
    <message>
        <source>%1 blind</source>
        <translation>%1 втёмную</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>cards looked at</source>
        <translation>карты просмотрены</translation>
    </message>
    <message>
        <source>blind bid of %1 lifted</source>
        <translation>снята тёмная ставка: %1</translation>
    </message>
    <message>
        <source>auction won: %1</source>
        <translation>торговля выиграна: %1</translation>
    </message>
    <message>
        <source>talon: %1</source>
        <translation>прикуп: %1</translation>
    </message>
    <message>
        <source>talon taken</source>
        <translation>прикуп взят</translation>
    </message>
    <message>
        <source>received: %1</source>
        <translation>получено: %1</translation>
    </message>
    <message>
        <source>laid away: %1</source>
        <translation>снесено: %1</translation>
    </message>
    <message>
        <source>contract: %1</source>
        <translation>заказ: %1</translation>
    </message>
    <message>
        <source>marriage %1: %2</source>
        <translation>марьяж %1: %2</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <translation>%1 (показан)</translation>
    </message>
    <message>
        <source>trump: %1</source>
        <translation>козырь: %1</translation>
    </message>
    <message>
        <source>%1 (turned up: %2)</source>
        <translation>%1 (открыта: %2)</translation>
    </message>
    <message>
        <source>stock closed before drawing</source>
        <translation>колода закрыта до добора</translation>
    </message>
    <message>
        <source>stock closed</source>
        <translation>колода закрыта</translation>
    </message>
    <message>
        <source>66 announced: %1</source>
        <translation>66 объявлено: %1</translation>
    </message>
    <message>
        <source>66 announced: only %1</source>
        <translation>66 объявлено: только %1</translation>
    </message>
    <message>
        <source>redeal refused: a fine for %1</source>
        <translation>в пересдаче отказано, штраф: %1</translation>
    </message>
    <message>
        <source>game won: %1</source>
        <comment>, </comment>
        <translation>партия выиграна: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Журнал раздач</translation>
    </message>
    <message>
        <source>wrote off %1</source>
        <translation>списание %1</translation>
    </message>
    <message>
        <source>gave up %1</source>
        <translation>отказ от игры (%1)</translation>
    </message>
    <message>
        <source>surrendered %1</source>
        <translation>золотой кон сдан (%1)</translation>
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
        <translation>взято очков в картах: %1</translation>
    </message>
    <message>
        <source>with %1 carried from a hand nobody won</source>
        <translation>включая перенесённые очки: %1</translation>
    </message>
    <message>
        <source>nobody reached 66: a game point goes to the next hand&apos;s winner</source>
        <translation>никто не набрал 66: игровое очко получит победитель следующей сдачи</translation>
    </message>
    <message>
        <source>The scores the game started from</source>
        <translation>Счёт, с которого началась партия</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation>на бочке</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>starting score: %1</source>
        <translation>начальный счёт: %1</translation>
    </message>
    <message>
        <source>zeros (bolts) so far: %1</source>
        <translation>болтов на начало: %1</translation>
    </message>
    <message>
        <source>fell off the barrel</source>
        <translation>слёт с бочки</translation>
    </message>
    <message>
        <source>dump truck: back to 0</source>
        <translation>самосвал: обратно на 0</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Посмотреть карты</translation>
    </message>
    <message>
        <source>Unhide (I have a marriage)</source>
        <translation>Открыться (есть марьяж)</translation>
    </message>
    <message>
        <source>Demand a redeal</source>
        <translation>Требую пересдачу</translation>
    </message>
    <message>
        <source>Rospis (concede)</source>
        <translation>Расписать</translation>
    </message>
    <message>
        <source>Write off (spisat&apos;)</source>
        <translation>Списать</translation>
    </message>
    <message>
        <source>Give up (−bid, +50 each)</source>
        <translation>Сдаться (−ставка, по +50)</translation>
    </message>
    <message>
        <source>Surrender the golden deal</source>
        <translation>Сдать золотой кон</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Закрыть колоду</translation>
    </message>
    <message>
        <source>66! (I have enough)</source>
        <translation>66! (хватит)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Взять из колоды</translation>
    </message>
    <message>
        <source>Close before drawing</source>
        <translation>Закрыть до добора</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Bid blind</source>
        <translation>Втёмную</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Ваша ставка:</translation>
    </message>
    <message>
        <source>Highest bid %1 — your bid:</source>
        <translation>Старшая ставка %1 — ваша ставка:</translation>
    </message>
    <message>
        <source>Give two cards:</source>
        <translation>Отдайте две карты:</translation>
    </message>
    <message>
        <source>Lay two cards away:</source>
        <translation>Снести две карты:</translation>
    </message>
    <message>
        <source>Lay one card away and give one:</source>
        <translation>Снести одну карту и отдать одну:</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Поменять</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Отдать</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Снести</translation>
    </message>
    <message>
        <source>Lay away and give</source>
        <translation>Снести и отдать</translation>
    </message>
    <message>
        <source>lay away:</source>
        <translation>в снос:</translation>
    </message>
    <message>
        <source>to %1:</source>
        <translation>%1 получает:</translation>
    </message>
    <message>
        <source>Take a talon:</source>
        <translation>Взять прикуп:</translation>
    </message>
    <message>
        <source>The left talon</source>
        <translation>Левый прикуп</translation>
    </message>
    <message>
        <source>The right talon</source>
        <translation>Правый прикуп</translation>
    </message>
    <message>
        <source>Contract:</source>
        <translation>Заказ:</translation>
    </message>
    <message>
        <source>Set contract</source>
        <translation>Заказать</translation>
    </message>
    <message>
        <source>…or lead a card to play at the bid</source>
        <translation>…или ходите: игра по ставке</translation>
    </message>
    <message>
        <source>Your turn: play a card (click, drag, or arrows and Enter)</source>
        <translation>Ваш ход: сыграйте карту (щелчок, перетаскивание или стрелки и Enter)</translation>
    </message>
    <message>
        <source>Leading a king or queen of a pair:</source>
        <translation>Ход королём или дамой из марьяжа:</translation>
    </message>
    <message>
        <source>announce the marriage</source>
        <translation>объявить марьяж</translation>
    </message>
    <message>
        <source>announce, no trump change (in suit)</source>
        <translation>объявить без смены козыря (в масть)</translation>
    </message>
    <message>
        <source>do not announce</source>
        <translation>не объявлять</translation>
    </message>
    <message>
        <source>Show the marriage</source>
        <translation>Объявить марьяж</translation>
    </message>
    <message>
        <source>Deal scored</source>
        <translation>Раздача записана</translation>
    </message>
    <message>
        <source>%1 made %2</source>
        <translation>%1: заказ %2 сыгран</translation>
    </message>
    <message>
        <source>%1 failed %2</source>
        <translation>%1: заказ %2 не сыгран</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Rospis</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <source>Click or press Enter for the next deal</source>
        <translation>Щёлкните или нажмите Enter для следующей раздачи</translation>
    </message>
    <message>
        <source>Choose two cards</source>
        <translation>Выберите две карты</translation>
    </message>
    <message>
        <source>Blind %1</source>
        <translation>Тёмная %1</translation>
    </message>
    <message>
        <source>66? Not enough</source>
        <translation>66? Не хватает</translation>
    </message>
    <message>
        <source>Marriage %1 +%2</source>
        <translation>Марьяж %1 +%2</translation>
    </message>
    <message>
        <source>Closed before drawing</source>
        <translation>Закрыто до добора</translation>
    </message>
    <message>
        <source>Closed the stock</source>
        <translation>Колода закрыта</translation>
    </message>
    <message>
        <source>Redeal!</source>
        <translation>Пересдача!</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Закрыта</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Колода: %1</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>на прикупе</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Вы играете %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 играет %2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Козырь: %1</translation>
    </message>
    <message>
        <source>No trump yet</source>
        <translation>Козыря пока нет</translation>
    </message>
    <message>
        <source>Nobody reached 66: a point is carried</source>
        <translation>Никто не набрал 66: очко переходит дальше</translation>
    </message>
    <message>
        <source>You win the hand: +%1</source>
        <translation>Вы выиграли раздачу: +%1</translation>
    </message>
    <message>
        <source>%1 wins the hand: +%2</source>
        <translation>%1 выигрывает раздачу: +%2</translation>
    </message>
    <message>
        <source>%1 closed the stock and did not reach 66</source>
        <translation>%1: колода закрыта, а 66 не набрано</translation>
    </message>
    <message>
        <source>%1 announced 66 without having it</source>
        <translation>%1: объявлено 66, а их нет</translation>
    </message>
    <message>
        <source>Schwarz: %1 took no trick</source>
        <translation>Шварц: %1 — ни одной взятки</translation>
    </message>
    <message>
        <source>Schneider: %1 took under 33</source>
        <translation>Шнейдер: %1 — меньше 33 очков</translation>
    </message>
    <message>
        <source>Card points: %1 %2 · %3 %4</source>
        <translation>Очки во взятках: %1 %2 · %3 %4</translation>
    </message>
    <message>
        <source>Choose two cards to give</source>
        <translation>Выберите две карты, чтобы отдать</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Связь с хозяином стола потеряна.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Вы вышли из-за стола.</translation>
    </message>
    <message>
        <source>Cannot reach the host: %1</source>
        <translation>Не удаётся связаться с хозяином стола: %1</translation>
    </message>
    <message>
        <source>The host stopped answering.</source>
        <translation>Хозяин стола перестал отвечать.</translation>
    </message>
    <message>
        <source>The host sent something this app cannot read (%1).</source>
        <translation>Хозяин стола прислал то, что эта программа не может прочесть (%1).</translation>
    </message>
    <message>
        <source>The host refused the connection.</source>
        <translation>Хозяин стола не принял подключение.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>причина не указана</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Стол: %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>любой свободный</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Трое</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Четверо</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Двое</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>When the table is full, a guest who has been neither ready nor active this long gives the seat to a player who arrives.</source>
        <translation>Когда все места заняты, гость, который столько времени не готов и ничего не делает, уступает место новому игроку.</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>A guest who has not played a turn after this long has it played by a computer; every player sees it.</source>
        <translation>Если гость не сделал ход за это время, за него ходит компьютер; это видят все игроки.</translation>
    </message>
    <message>
        <source>Turn time:</source>
        <translation>Время на ход:</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Начало:</translation>
    </message>
    <message>
        <source>Agreements…</source>
        <translation>Договорённости…</translation>
    </message>
    <message>
        <source>Continue a saved game…</source>
        <translation>Продолжить сохранённую игру…</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Название стола:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Computers in empty seats:</source>
        <translation>Компьютеры на свободных местах:</translation>
    </message>
    <message>
        <source>Give an idle guest&apos;s seat away after:</source>
        <translation>Отдать место бездействующего гостя через:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Agreements:</source>
        <translation>Договорённости:</translation>
    </message>
    <message>
        <source>Players on your network see the table in Network ▸ Join a table…, or type this computer&apos;s address and the port shown in the lobby.</source>
        <translation>Игроки вашей сети увидят стол в меню Сеть ▸ Сесть за стол… или введут адрес этого компьютера и порт, указанный в зале ожидания.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>Продолжить сохранённую игру</translation>
    </message>
    <message>
        <source>This is not a game the table can go on with.</source>
        <translation>Эту игру нельзя продолжить за столом.</translation>
    </message>
    <message>
        <source>a new game</source>
        <translation>новая игра</translation>
    </message>
    <message>
        <source>(the saved game&apos;s)</source>
        <translation>(из сохранённой игры)</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>Зал ожидания</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Выйти из-за стола</translation>
    </message>
    <message>
        <source>Your table “%1” is open. Other players join it from Network ▸ Join a table…, or with the address %2 and port %3.</source>
        <translation>Ваш стол «%1» открыт. Другие игроки садятся за него через Сеть ▸ Сесть за стол… или по адресу %2, порт %3.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>Не удалось открыть стол: %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <source>You are back at seat %1.</source>
        <translation>Вы снова на месте %1.</translation>
    </message>
    <message>
        <source>You sit at seat %1.</source>
        <translation>Ваше место — %1.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>Стол закрыт</translation>
    </message>
    <message>
        <source>You can save the game record as far as this seat saw it.</source>
        <translation>Можно сохранить запись партии — то, что видело ваше место.</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Сохранить запись партии</translation>
    </message>
    <message>
        <source>Close the table? The game ends for everyone.</source>
        <translation>Закрыть стол? Партия закончится для всех.</translation>
    </message>
    <message>
        <source>Leave the table? A computer takes your seat; joining again takes it back.</source>
        <translation>Выйти из-за стола? Ваше место займёт компьютер; вернувшись к столу, вы снова его займёте.</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (компьютер)</translation>
    </message>
    <message>
        <source>You are not at a table any more.</source>
        <translation>вы больше не за столом</translation>
    </message>
    <message>
        <source>not your seat</source>
        <translation>это не ваше место</translation>
    </message>
    <message>
        <source>wait for the host&apos;s answer to your last move</source>
        <translation>дождитесь ответа хозяина стола на ваш прошлый ход</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>Хозяин стола не принял ход: %1</translation>
    </message>
    <message>
        <source>%1 lost the connection; a computer takes the seat if they do not come back.</source>
        <translation>%1 — связь потеряна; если игрок не вернётся, его место займёт компьютер.</translation>
    </message>
    <message>
        <source>A computer plays for %1 now.</source>
        <translation>Теперь за игрока %1 играет компьютер.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 снова за столом.</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Договорённость</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Or the host&apos;s address and port:</source>
        <translation>Или адрес и порт хозяина стола:</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Столы в вашей сети:</translation>
    </message>
    <message>
        <source>%1 — %2, %3 — %4 seated, %5 free (%6)</source>
        <translation>%1 — %2, %3 — занято: %4, свободно: %5 (%6)</translation>
    </message>
    <message>
        <source>needs another version (%1)</source>
        <translation>нужна другая версия (%1)</translation>
    </message>
    <message>
        <source>a game this version cannot play</source>
        <translation>в эту игру эта версия играть не умеет</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>Напишите что-нибудь</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать партию</translation>
    </message>
    <message>
        <source>Send away</source>
        <translation>Убрать из-за стола</translation>
    </message>
    <message>
        <source>The guest in the chosen seat leaves the table.</source>
        <translation>Гость на выбранном месте покидает стол.</translation>
    </message>
    <message>
        <source>Keep the seat for…</source>
        <translation>Оставить место за…</translation>
    </message>
    <message>
        <source>Only the player of the name you give may take the chosen seat.</source>
        <translation>Выбранное место сможет занять только игрок с указанным именем.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Each turn may take %1; past that a computer plays the turn.</source>
        <translation>На каждый ход даётся %1; после этого ход делает компьютер.</translation>
    </message>
    <message>
        <source>Fixed deals (test): this table deals from a fixed seed, so every card can be foreseen.</source>
        <translation>Заданные раздачи (тест): этот стол сдаёт карты в заранее заданном порядке, так что любую карту можно узнать заранее.</translation>
    </message>
    <message>
        <source>(kept for %1)</source>
        <translation>(место для: %1)</translation>
    </message>
    <message>
        <source>(empty — a computer will play)</source>
        <translation>(свободно — сыграет компьютер)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готовность: да</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>готовность: нет</translation>
    </message>
    <message>
        <source>away</source>
        <translation>нет связи</translation>
    </message>
    <message>
        <source>in the saved game: %1, %2</source>
        <translation>в сохранённой игре: %1, %2</translation>
    </message>
    <message>
        <source>Keep seat %1 for the player called (leave it empty to free the seat for anyone):</source>
        <translation>Оставить место %1 за игроком по имени (пусто — место свободно для всех):</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>Оставить место</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready.</source>
        <translation>Ждём готовности: %1.</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Партия началась.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: %1</source>
        <translation>Эта партия не учтена в статистике: %1</translation>
    </message>
    <message>
        <source>Could not save the statistics: %1</source>
        <translation>Не удалось сохранить статистику: %1</translation>
    </message>
    <message>
        <source>The statistics file could not be read and was moved to %1; the statistics start afresh.</source>
        <translation>Файл статистики не удалось прочитать, он перемещён в %1; статистика начинается заново.</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>Стол в локальной сети</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Законченных партий пока нет.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Opponents or rules</source>
        <translation>Соперники или правила</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Points per deal in the last games</source>
        <translation>Очки за раздачу в последних партиях</translation>
    </message>
    <message>
        <source>Won and lost per computer level</source>
        <translation>Выигрыши и проигрыши по уровню компьютера</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Сбросить статистику…</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Все игроки</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 из %2 (%3%)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно партий</translation>
    </message>
    <message>
        <source>Finished games only: the deals of a game in progress count once it ends.</source>
        <translation>Только законченные партии: сдачи текущей партии засчитаются, когда она закончится.</translation>
    </message>
    <message>
        <source>Game points per hand in the last games</source>
        <translation>Игровые очки за сдачу в последних партиях</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Сыграно сдач</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Выиграно сдач</translation>
    </message>
    <message>
        <source>Game points won</source>
        <translation>Набрано игровых очков</translation>
    </message>
    <message>
        <source>Average game points per hand</source>
        <translation>Игровых очков в среднем за сдачу</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Сыграно раздач</translation>
    </message>
    <message>
        <source>Average points per deal</source>
        <translation>Среднее очков за раздачу</translation>
    </message>
    <message>
        <source>Contracts made as declarer</source>
        <translation>Сыгранные заказы (разыгрывающим)</translation>
    </message>
    <message>
        <source>Highest contract made</source>
        <translation>Самый высокий сыгранный заказ</translation>
    </message>
    <message>
        <source>Got on the barrel</source>
        <translation>Посадок на бочку</translation>
    </message>
    <message>
        <source>Won from the barrel</source>
        <translation>Побед с бочки</translation>
    </message>
    <message>
        <source>Fell off the barrel</source>
        <translation>Слётов с бочки</translation>
    </message>
    <message>
        <source>Zeros (bolts)</source>
        <translation>Болты</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message>
        <source>Forget every counted game? This cannot be undone.</source>
        <translation>Забыть все учтённые партии? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Файл не удалось прочитать: %1</translation>
    </message>
    <message>
        <source>The file is not a game record: it is damaged or cut short, or it is another kind of file.</source>
        <translation>Файл — не запись партии: он повреждён или обрезан, или это файл другого типа.</translation>
    </message>
    <message>
        <source>Deal %1, move %2: the move cannot be played by the rules.</source>
        <translation>Раздача %1, ход %2: по правилам такой ход невозможен.</translation>
    </message>
    <message>
        <source>Deal %1 cannot be read.</source>
        <translation>Раздачу %1 не удалось прочитать.</translation>
    </message>
    <message>
        <source>The file is a game record this app cannot read.</source>
        <translation>Это запись партии, которую программа не может прочитать.</translation>
    </message>
    <message>
        <source>For a bug report, in the engine&apos;s words: %1</source>
        <translation>Для сообщения об ошибке, словами движка игры: %1</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Стрелки ←, →</translation>
    </message>
    <message>
        <source>Choose a card in your hand</source>
        <translation>Выбрать карту в руке</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, пробел</translation>
    </message>
    <message>
        <source>Play the chosen card (while giving: pick it); go on when the table waits</source>
        <translation>Сыграть выбранную карту (при отдаче или сносе — отметить её); продолжить, когда стол ждёт</translation>
    </message>
    <message>
        <source>Click on the table</source>
        <translation>Щелчок по столу</translation>
    </message>
    <message>
        <source>Go on when the table waits (a talon, a trick, a deal&apos;s result)</source>
        <translation>Продолжить, когда стол ждёт (прикуп, взятка, итог раздачи)</translation>
    </message>
    <message>
        <source>A higher or lower bid or contract</source>
        <translation>Ставка или заказ выше или ниже</translation>
    </message>
    <message>
        <source>Review: a step back or on</source>
        <translation>Разбор: шаг назад или вперёд</translation>
    </message>
    <message>
        <source>Review: to the next trick</source>
        <translation>Разбор: к следующей взятке</translation>
    </message>
    <message>
        <source>Review: to the deal before or after</source>
        <translation>Разбор: к предыдущей или следующей сдаче</translation>
    </message>
    <message>
        <source>Review: to the start or the end of the game</source>
        <translation>Разбор: к началу или концу партии</translation>
    </message>
    <message>
        <source>Review: to the next or the previous mistake found</source>
        <translation>Разбор: к следующей или предыдущей найденной ошибке</translation>
    </message>
    <message>
        <source>Review: close it</source>
        <translation>Разбор: закончить</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Что делают</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Разбор:</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Дальше ▶</translation>
    </message>
    <message>
        <source>Next trick ▶▶</source>
        <translation>Следующая взятка ▶▶</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Закончить разбор</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Раздача %1 из %2</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>ход %1 из %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Разобрать эту игру</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Tysiąc licytowy, 1000 for two as Polish players play it, as pagat.com&apos;s rules of Thousand describe it. Two players; the first to reach 1000 points wins.</source>
        <translation>Tysiąc licytowy («тысяча с торговлей») — тысяча вдвоём, как в неё играют в Польше, по правилам «Тысячи» с pagat.com. Два игрока; побеждает первый, кто наберёт 1000 очков.</translation>
    </message>
    <message>
        <source>The deal and the auction</source>
        <translation>Раздача и торговля</translation>
    </message>
    <message>
        <source>Each player gets ten cards; the other four lie face down as two talons of two. The deal alternates.</source>
        <translation>Каждому по десять карт; остальные четыре лежат рубашкой вверх — два прикупа по две карты. Сдают по очереди.</translation>
    </message>
    <message>
        <source>The non-dealer opens with at least 100; bids rise in tens and one pass ends the auction. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Несдающий открывает торговлю не меньше чем со 100; ставки растут на 10, один пас заканчивает торговлю. Больше 120 можно заказывать, только имея марьяж на руках.</translation>
    </message>
    <message>
        <source>The high bidder chooses a talon, shows it and takes it; the other stays face down and is never seen. He lays two cards away face down, may raise his bid, and leads.</source>
        <translation>Выигравший торговлю выбирает прикуп, открывает его и забирает; второй остаётся закрытым, его никто не видит. Затем разыгрывающий откладывает две карты рубашкой вверх, может поднять заказ и ходит первым.</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen, from the first trick on: hearts 100, diamonds 80, clubs 60, spades 40. It scores at once and its suit becomes trumps.</source>
        <translation>Марьяж объявляют ходом с его короля или дамы, начиная с первой взятки: черви 100, бубны 80, трефы 60, пики 40. Он записывается сразу, и его масть становится козырем.</translation>
    </message>
    <message>
        <source>Scoring and the end</source>
        <translation>Подсчёт очков и конец игры</translation>
    </message>
    <message>
        <source>The bidder scores his bid if he reaches it and loses it if not; his opponent scores his points rounded to tens. The unused talon and the cards laid away count for nobody — except that a bidder who plays 120, takes all ten tricks and announces no marriage scores 120.</source>
        <translation>Разыгрывающий получает свой заказ, если набрал его, иначе теряет его; соперник получает свои очки, округлённые до десятков. Неиспользованный прикуп и отложенные карты не идут никому — кроме случая, когда разыгрывающий играет 120, берёт все десять взяток и не объявляет марьяжа: он получает 120.</translation>
    </message>
    <message>
        <source>No barrel: from 900 a player stands on the lock and scores only as bidder. Zeros cost nothing and there is no bomba unless the table agrees it.</source>
        <translation>Бочки нет: с 900 игрок стоит на черте и записывает очки только как разыгрывающий. Болты ничего не стоят, росписи (по-польски «бомба») нет, если стол о ней не договорился.</translation>
    </message>
    <message>
        <source>Russian 1000 for two, as pagat.com&apos;s rules of Thousand give it. Two players; the first to reach 1000 points wins.</source>
        <translation>Русская тысяча вдвоём, по правилам «Тысячи» с pagat.com. Два игрока; побеждает первый, кто наберёт 1000 очков.</translation>
    </message>
    <message>
        <source>Each player gets nine cards; the other six lie face down as two kitties of three. The deal alternates.</source>
        <translation>Каждому по девять карт; остальные шесть лежат рубашкой вверх — два прикупа по три карты. Сдают по очереди.</translation>
    </message>
    <message>
        <source>The non-dealer speaks first; bids start at 85 and rise in fives, and one pass ends the auction. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Первым говорит несдающий; ставки начинаются с 85 и растут на 5, один пас заканчивает торговлю. Больше 120 можно заказывать, только имея марьяж на руках.</translation>
    </message>
    <message>
        <source>The high bidder chooses a kitty, shows it and takes it; the other stays face down and is never seen. He lays one card away and gives one to his opponent, both face down, may raise his bid, and leads.</source>
        <translation>Выигравший торговлю выбирает прикуп, открывает его и забирает; второй остаётся закрытым, его никто не видит. Затем разыгрывающий откладывает одну карту и отдаёт одну сопернику, обе рубашкой вверх, может поднять заказ и ходит первым.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen, from the second trick on: hearts 100, diamonds 80, clubs 60, spades 40. It scores at once and its suit becomes trumps.</source>
        <translation>Марьяж объявляют ходом с его короля или дамы, начиная со второй взятки: черви 100, бубны 80, трефы 60, пики 40. Он записывается сразу, и его масть становится козырем.</translation>
    </message>
    <message>
        <source>The bidder scores his bid if he reaches it and loses it if not; his opponent scores his points rounded to 5. The unused kitty and the card laid away count for nobody.</source>
        <translation>Разыгрывающий получает свой заказ, если набрал его, иначе теряет его; соперник получает свои очки, округлённые до 5. Неиспользованный прикуп и отложенная карта не идут никому.</translation>
    </message>
    <message>
        <source>There is no barrel, no penalty for zeros and no rospis.</source>
        <translation>Нет ни бочки, ни штрафа за болты, ни росписи.</translation>
    </message>
    <message>
        <source>Tysiąc dobierany, as pagat.com&apos;s rules of Thousand describe it: 1000 for two with no bidding, drawing from a stock.</source>
        <translation>Tysiąc dobierany, по правилам «Тысячи» с pagat.com: тысяча вдвоём без торговли, с добором из колоды.</translation>
    </message>
    <message>
        <source>The deal and the stock</source>
        <translation>Раздача и колода</translation>
    </message>
    <message>
        <source>Each player gets six cards; the other twelve lie face down as the stock. The deal alternates. There is no bidding.</source>
        <translation>Каждому по шесть карт; остальные двенадцать лежат рубашкой вверх — это колода. Сдают по очереди. Торговли нет.</translation>
    </message>
    <message>
        <source>After each trick its winner draws from the stock first, then the other. While the stock lasts any card may be played; once it is empty you must follow suit, else trump. You need not win the trick.</source>
        <translation>После каждой взятки её взявший первым берёт карту из колоды, затем другой. Пока в колоде есть карты, можно ходить любой картой; когда она кончилась, надо ходить в масть, а нет масти — козырем. Перебивать не обязательно.</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Марьяжи</translation>
    </message>
    <message>
        <source>There are no trumps until a marriage. A player on lead who has won a trick announces a marriage by leading its king or queen: hearts 100, diamonds 80, clubs 60, spades 40. The first makes trumps; a later one in another suit changes them.</source>
        <translation>Пока нет марьяжа, нет и козыря. Игрок, чей ход и у которого уже есть взятка, объявляет марьяж ходом с его короля или дамы: черви 100, бубны 80, трефы 60, пики 40. Первый марьяж назначает козырь, следующий в другой масти его меняет.</translation>
    </message>
    <message>
        <source>After the twelve tricks each player scores the card points he took and his marriages, unrounded. The first at 1000 or more after a hand wins; if both are, the higher total.</source>
        <translation>После двенадцати взяток каждый записывает очки взятых карт и своих марьяжей без округления. Побеждает первый, у кого после сдачи 1000 или больше; если у обоих — у кого больше.</translation>
    </message>
    <message>
        <source>1001 (Tausendeins), the German game, as pagat.com&apos;s rules of Thousand describe it. Three players; the first whose total becomes more than 1000 wins — 1000 exactly is not enough.</source>
        <translation>1001 (Tausendeins), немецкая игра, по правилам «Тысячи» с pagat.com. Три игрока; побеждает первый, у кого сумма станет больше 1000 — ровно 1000 мало.</translation>
    </message>
    <message>
        <source>A 20-card pack without nines; card points as in 1000: ace 11, ten 10, king 4, queen 3, jack 2.</source>
        <translation>Колода из 20 карт без девяток; очки карт как в тысяче: туз 11, десятка 10, король 4, дама 3, валет 2.</translation>
    </message>
    <message>
        <source>Each player gets six cards; two go face down to the talon.</source>
        <translation>Каждому по шесть карт; две кладутся рубашкой вверх в прикуп.</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open with at least 40; bids rise in tens and a pass is final. The high bidder takes the talon unseen by the others, lays two cards away face down — their points count for him — and leads.</source>
        <translation>Игрок слева от сдающего обязан открыть торговлю не меньше чем с 40; ставки растут на 10, пас окончательный. Выигравший торговлю берёт прикуп, не показывая его, откладывает две карты рубашкой вверх — их очки идут ему — и ходит первым.</translation>
    </message>
    <message>
        <source>You must follow suit; unable, you may play any card. You need not trump.</source>
        <translation>Надо ходить в масть; нет масти — можно любой картой. Козырять не обязательно.</translation>
    </message>
    <message>
        <source>The leader may announce a marriage at any trick by leading its king or queen: clubs 100, spades 80, hearts 60, diamonds 40. Its suit becomes trumps; a later marriage changes them.</source>
        <translation>Ходящий может объявить марьяж в любой взятке ходом с его короля или дамы: трефы 100, пики 80, черви 60, бубны 40. Его масть становится козырем, следующий марьяж её меняет.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>Each player&apos;s points are his tricks&apos; card points and his marriages, rounded to the nearest ten. The bidder who reaches his bid scores all his points; if not, he loses his bid. The others score what they took.</source>
        <translation>Очки игрока — очки карт в его взятках и его марьяжи, округлённые до ближайшего десятка. Разыгрывающий, набравший заказ, записывает все свои очки, иначе теряет заказ. Остальные записывают то, что взяли.</translation>
    </message>
    <message>
        <source>Russeln, the Austrian game from Melk, as pagat.com&apos;s rules of Thousand describe it. Three players; the first to reach the agreed target (1000) wins.</source>
        <translation>Russeln, австрийская игра из Мелька, по правилам «Тысячи» с pagat.com. Три игрока; побеждает первый, кто наберёт условленную сумму (1000).</translation>
    </message>
    <message>
        <source>Each player gets eight cards; there is no talon.</source>
        <translation>Каждому по восемь карт; прикупа нет.</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open; bids rise in tens with no minimum and a pass is final. The high bidder leads.</source>
        <translation>Игрок слева от сдающего обязан открыть торговлю; ставки растут на 10 без минимума, пас окончательный. Выигравший торговлю ходит первым.</translation>
    </message>
    <message>
        <source>You must follow suit and beat the highest card of the trick if you can; unable to follow, you must trump, over a trump already played if you can; with no trump, play anything.</source>
        <translation>Надо ходить в масть и, если можно, перебить старшую карту взятки; нет масти — надо козырять, перебивая уже положенный козырь, если можно; нет козыря — любой картой.</translation>
    </message>
    <message>
        <source>Before leading, a player may declare a marriage by leading its king or queen: hearts 100, diamonds 80, spades 60, clubs 40. Its suit becomes trumps; a later marriage changes them.</source>
        <translation>Перед ходом игрок может объявить марьяж ходом с его короля или дамы: черви 100, бубны 80, пики 60, трефы 40. Его масть становится козырем, следующий марьяж её меняет.</translation>
    </message>
    <message>
        <source>Sixty-Six, the two-player ancestor of 1000, as the usual rules of Schnapsen&apos;s family give it. A hand is won by reaching 66 card points; the first to seven game points wins the game.</source>
        <translation>«Шестьдесят шесть», игра вдвоём, предок тысячи, по обычным правилам игр семейства шнапсена. Сдачу выигрывает тот, кто набрал 66 очков; побеждает первый, кто наберёт семь игровых очков.</translation>
    </message>
    <message>
        <source>Each player gets six cards; the next card is turned up for trumps and lies under the stock, the last card to be drawn. The deal alternates.</source>
        <translation>Каждому по шесть карт; следующая карта открывается и назначает козырь, она лежит под колодой и берётся последней. Сдают по очереди.</translation>
    </message>
    <message>
        <source>After each trick its winner draws first, then the other. While the stock lasts any card may be played; once it is empty or closed you must follow suit, else trump.</source>
        <translation>После каждой взятки её взявший первым берёт карту из колоды, затем другой. Пока в колоде есть карты, можно ходить любой картой; когда она кончилась или закрыта, надо ходить в масть, а нет масти — козырем.</translation>
    </message>
    <message>
        <source>The player on lead may close the stock, the winner of a trick even before drawing, and, once he has won a trick, exchange the trump nine for the turned card.</source>
        <translation>Игрок, чей ход, может закрыть колоду (взявший взятку — даже до добора), а когда у него уже есть взятка — поменять козырную девятку на открытую карту.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading its king or queen: 20, or 40 in trumps. It counts once its player has won a trick.</source>
        <translation>Марьяж объявляют ходом с его короля или дамы: 20, в козырях 40. Он засчитывается, когда у игрока есть взятка.</translation>
    </message>
    <message>
        <source>A player who has 66 announces it on lead and wins the hand: 1 game point, 2 if the opponent has under 33, 3 if he has no trick. A wrong claim or a failed closing gives the opponent 2, or 3 if he had no trick.</source>
        <translation>Игрок, набравший 66, объявляет это в свой ход и выигрывает сдачу: 1 игровое очко, 2 — если у соперника меньше 33, 3 — если у него нет ни одной взятки. За ложное объявление или неудачное закрытие сопернику идёт 2, или 3, если у него не было взятки.</translation>
    </message>
    <message>
        <source>The last trick scores 10 (not when the stock was closed). A hand nobody wins carries one game point to the next hand&apos;s winner.</source>
        <translation>Последняя взятка приносит 10 (если колода не была закрыта). Если сдачу не выиграл никто, одно игровое очко переходит к победителю следующей сдачи.</translation>
    </message>
    <message>
        <source>Other games of the family:</source>
        <translation>Другие игры семейства:</translation>
    </message>
    <message>
        <source>%1 120: rospis, the declarer gave up a contract of 120.</source>
        <translation>%1 120: роспись, разыгрывающий расписал заказ 120.</translation>
    </message>
    <message>
        <source>Ringed: made; struck out: failed.</source>
        <translation>Обведено: сыграл; зачёркнуто: не сыграл.</translation>
    </message>
    <message>
        <source>a bolt: a deal with no points</source>
        <translation>болт: раздача без очков</translation>
    </message>
    <message>
        <source>a penalty</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>dump truck: the score went back to 0</source>
        <translation>самосвал: счёт вернулся к 0</translation>
    </message>
    <message>
        <source>nobody won the hand: its game point goes to the next hand&apos;s winner</source>
        <translation>раздачу никто не выиграл: её игровое очко получит победитель следующей раздачи</translation>
    </message>
    <message>
        <source>more marks than the column shows: point at the cell</source>
        <translation>пометок больше, чем помещается в столбце: наведите указатель на клетку</translation>
    </message>
    <message>
        <source>You took the trick: Draw (D), or Close before drawing (Z).</source>
        <translation>Взятка ваша: возьмите из колоды (D) или закройте до добора (Z).</translation>
    </message>
    <message>
        <source>You took the trick: drawing from the stock… (Z: close before drawing)</source>
        <translation>Взятка ваша: сейчас вы возьмёте карту из колоды… (Z — закрыть до добора)</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Звук:</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Включён</translation>
    </message>
    <message>
        <source>No audio device found</source>
        <translation>Звуковое устройство не найдено</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled</source>
        <translation>Анализ отменён</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Анализировать</translation>
    </message>
    <message>
        <source>The hard level evaluates every decision of the chosen seat from what that seat knew then</source>
        <translation>Сильный уровень оценивает каждое решение выбранного игрока по тому, что игроку было известно в тот момент</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Следующая ошибка</translation>
    </message>
    <message>
        <source>The next decision that cost more than the coach&apos;s threshold (%1; %2: the one before)</source>
        <translation>Следующее решение, которое стоило больше порога тренера (%1; %2 — предыдущее)</translation>
    </message>
    <message>
        <source>Whose decisions to analyse</source>
        <translation>Чьи решения анализировать</translation>
    </message>
</context>
<context>
    <name>Agreements</name>
    <message>
        <source>Restriction</source>
        <translation>Ограничения</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Пересдачи</translation>
    </message>
    <message>
        <source>Distribution (rospis)</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation>Золотой кон</translation>
    </message>
    <message>
        <source>Hidden round (blind)</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Trumps and marriages</source>
        <translation>Козыри и марьяжи</translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation>Бочка</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Игра вчетвером</translation>
    </message>
    <message>
        <source>A popular online site&apos;s table: to 1001, 121 on the barrel, ace marriage, hidden talon on 100, dump truck at ±555, golden cone, game over at −1000.</source>
        <translation>Стол популярного игрового сайта: до 1001, на бочке от 121, тузовый марьяж, прикуп на 100 не открывается, самосвал на ±555, золотой кон втёмную, конец игры на −1000.</translation>
    </message>
    <message>
        <source>Several players on the barrel</source>
        <translation>Несколько игроков на бочке</translation>
    </message>
    <message>
        <source>When a player mounts the barrel while others sit on it: all stay, the earlier one is thrown off (fined), or two may stay and a third throws both off.</source>
        <translation>Когда игрок садится на бочку, где уже кто-то сидит: остаются все, прежний слетает (со штрафом) или двое могут сидеть, а третий сбрасывает обоих.</translation>
    </message>
    <message>
        <source>stay</source>
        <translation>сидят все</translation>
    </message>
    <message>
        <source>two may stay</source>
        <translation>двое сидят</translation>
    </message>
    <message>
        <source>No simultaneous barrel</source>
        <translation>Вместе на бочку нельзя</translation>
    </message>
    <message>
        <source>Players who reach the barrel in the same deal are all fined instead of mounting it.</source>
        <translation>Игроки, дошедшие до бочки в одной раздаче, вместо бочки все получают штраф.</translation>
    </message>
    <message>
        <source>Don&apos;t expose the talon on 100</source>
        <translation>Прикуп на 100 не открывать</translation>
    </message>
    <message>
        <source>A declarer who won the auction at 100 takes the talon without showing it.</source>
        <translation>Разыгрывающий, выигравший торговлю на 100, забирает прикуп, не показывая его.</translation>
    </message>
    <message>
        <source>Passed cards</source>
        <translation>Отданные карты</translation>
    </message>
    <message>
        <source>Whether the two cards the declarer gives away are seen by everyone or only by the player who gets each.</source>
        <translation>Видят ли две карты, отданные разыгрывающим, все игроки или только тот, кому карта досталась.</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>рубашкой вверх</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>в открытую</translation>
    </message>
    <message>
        <source>Round own points</source>
        <translation>Округлять очки разыгрывающего</translation>
    </message>
    <message>
        <source>The declarer&apos;s points are rounded like the defenders&apos; before they are compared with the contract.</source>
        <translation>Очки разыгрывающего округляются, как у соперников, прежде чем их сравнят с заказом.</translation>
    </message>
    <message>
        <source>More than 1000 to win</source>
        <translation>Для победы больше 1000</translation>
    </message>
    <message>
        <source>The game is won with more than 1000 points (1001), not with 1000.</source>
        <translation>Для победы нужно больше 1000 очков (1001), а не ровно 1000.</translation>
    </message>
    <message>
        <source>No jumping</source>
        <translation>Без прыжков</translation>
    </message>
    <message>
        <source>Each bid must be exactly one step above the last.</source>
        <translation>Каждая ставка ровно на один шаг выше предыдущей.</translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation>Бочка на</translation>
    </message>
    <message>
        <source>The score at which a player mounts the barrel (or is locked).</source>
        <translation>Счёт, при котором игрок садится на бочку (или встаёт на черту).</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Шаг ставки</translation>
    </message>
    <message>
        <source>Bids and contracts go up in steps of this size.</source>
        <translation>Ставки и заказы растут на эту величину.</translation>
    </message>
    <message>
        <source>Bid above 120 without a marriage</source>
        <translation>Больше 120 без марьяжа</translation>
    </message>
    <message>
        <source>A player may bid or raise above 120 without holding a king–queen pair.</source>
        <translation>Можно заказывать и повышать больше 120, не имея на руках короля с дамой одной масти.</translation>
    </message>
    <message>
        <source>Bid cap: 120 plus marriages held</source>
        <translation>Предел ставки: 120 плюс марьяжи на руках</translation>
    </message>
    <message>
        <source>No bid may exceed 120 plus the marriages in the bidder&apos;s hand.</source>
        <translation>Ставка не может превышать 120 плюс марьяжи на руках у заказывающего.</translation>
    </message>
    <message>
        <source>Silence below</source>
        <translation>Без торговли ниже</translation>
    </message>
    <message>
        <source>A player whose score is below this may not bid, except the compulsory opening bid (-10000: nobody is silenced).</source>
        <translation>Игрок со счётом ниже заданного не торгуется, кроме обязательной первой ставки (-10000: молчать не приходится никому).</translation>
    </message>
    <message>
        <source>Penalty amount</source>
        <translation>Размер штрафа</translation>
    </message>
    <message>
        <source>The fine for every third zero, every third rospis, falling off the barrel and the other penalties.</source>
        <translation>Штраф за каждый третий болт, каждую третью роспись, падение с бочки и прочие нарушения.</translation>
    </message>
    <message>
        <source>Zero penalty</source>
        <translation>Штраф за болты</translation>
    </message>
    <message>
        <source>Every third zero (bolt) costs the penalty.</source>
        <translation>За каждый третий болт — штраф.</translation>
    </message>
    <message>
        <source>Three zeros in a row</source>
        <translation>Три болта подряд</translation>
    </message>
    <message>
        <source>Only three zeros in consecutive deals are fined; a deal without a zero starts the count again.</source>
        <translation>Штрафуются только три болта в раздачах подряд; раздача без болта начинает счёт заново.</translation>
    </message>
    <message>
        <source>Avoid own bolt</source>
        <translation>Разыгрывающему болт не пишут</translation>
    </message>
    <message>
        <source>A declarer who takes no points gets no zero (bolt); only defenders do.</source>
        <translation>Разыгрывающий, не взявший очков, болта не получает; болт пишут только соперникам.</translation>
    </message>
    <message>
        <source>Dump truck at 555</source>
        <translation>Самосвал на 555</translation>
    </message>
    <message>
        <source>The dump truck: a score of exactly 555 after a deal becomes 0.</source>
        <translation>Самосвал: если после раздачи на счету ровно 555, счёт обнуляется.</translation>
    </message>
    <message>
        <source>Dump truck at −555</source>
        <translation>Самосвал на −555</translation>
    </message>
    <message>
        <source>The reverse dump truck: a score of exactly −555 after a deal becomes 0.</source>
        <translation>Обратный самосвал: если после раздачи на счету ровно −555, счёт обнуляется.</translation>
    </message>
    <message>
        <source>Game over at −1000</source>
        <translation>Конец игры на −1000</translation>
    </message>
    <message>
        <source>The game ends when a player falls to −1000 or below; the highest score then wins.</source>
        <translation>Игра заканчивается, когда у кого-то −1000 или меньше; побеждает тот, у кого больше очков.</translation>
    </message>
    <message>
        <source>Four nines</source>
        <translation>Четыре девятки</translation>
    </message>
    <message>
        <source>When a player holding all four nines may demand a redeal: after the exchange, only with all four dealt to them, right after the deal, or never.</source>
        <translation>Когда игрок с четырьмя девятками может потребовать пересдачу: после прикупа, только если все четыре пришли при раздаче, сразу после раздачи или никогда.</translation>
    </message>
    <message>
        <source>after exchange</source>
        <translation>после прикупа</translation>
    </message>
    <message>
        <source>original hand</source>
        <translation>только со сдачи</translation>
    </message>
    <message>
        <source>after deal</source>
        <translation>сразу после раздачи</translation>
    </message>
    <message>
        <source>off</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Three nines</source>
        <translation>Три девятки</translation>
    </message>
    <message>
        <source>Three nines are enough to demand a redeal, whenever four would be.</source>
        <translation>Для пересдачи хватает трёх девяток там, где хватило бы четырёх.</translation>
    </message>
    <message>
        <source>Talon points below</source>
        <translation>В прикупе меньше очков</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon holds fewer card points than this (0: never).</source>
        <translation>Разыгрывающий может потребовать пересдачу, если в прикупе меньше заданного числа очков (0: никогда).</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>Two nines in the talon</source>
        <translation>Две девятки в прикупе</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon holds two or more nines.</source>
        <translation>Разыгрывающий может потребовать пересдачу, если в прикупе две девятки или больше.</translation>
    </message>
    <message>
        <source>Three jacks in the talon</source>
        <translation>Три валета в прикупе</translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon is three jacks.</source>
        <translation>Разыгрывающий может потребовать пересдачу, если в прикупе три валета.</translation>
    </message>
    <message>
        <source>Talon redeals only at 100</source>
        <translation>Пересдача по прикупу только на 100</translation>
    </message>
    <message>
        <source>The declarer&apos;s talon-based redeal claims are allowed only when the auction ended at 100.</source>
        <translation>Требовать пересдачу из-за прикупа разыгрывающий может, только если торговля закончилась на 100.</translation>
    </message>
    <message>
        <source>Hand points below</source>
        <translation>На руках меньше очков</translation>
    </message>
    <message>
        <source>A player whose hand holds fewer card points than this may demand a redeal (0: never).</source>
        <translation>Игрок, у которого на руках меньше заданного числа очков, может потребовать пересдачу (0: никогда).</translation>
    </message>
    <message>
        <source>Hand points judged</source>
        <translation>Очки на руках считаются</translation>
    </message>
    <message>
        <source>Whether the hand-points redeal is judged on the 8 cards after the exchange or on the 7 dealt cards.</source>
        <translation>По каким картам судят о пересдаче по очкам: по 8 картам после прикупа или по 7 сданным.</translation>
    </message>
    <message>
        <source>Hand redeal only at 100</source>
        <translation>Пересдача по рукам только на 100</translation>
    </message>
    <message>
        <source>Only a player who bid no more than 100 may demand the hand-points redeal.</source>
        <translation>Требовать пересдачу из-за очков на руках может только тот, кто заказывал не больше 100.</translation>
    </message>
    <message>
        <source>Four jacks</source>
        <translation>Четыре валета</translation>
    </message>
    <message>
        <source>A player holding all four jacks may demand a redeal (whenever four nines could be claimed).</source>
        <translation>Игрок с четырьмя валетами может потребовать пересдачу (тогда же, когда и с четырьмя девятками).</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Четыре туза</translation>
    </message>
    <message>
        <source>Four aces in one hand: play on; a mandatory redeal when dealt; also when the declarer makes them with the talon; or then he must give away at least one ace.</source>
        <translation>Четыре туза в одной руке: играть; обязательная пересдача, если пришли при сдаче; также, если разыгрывающий собрал их с прикупом; или тогда он обязан отдать хотя бы одного туза.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>играть</translation>
    </message>
    <message>
        <source>redeal dealt</source>
        <translation>пересдача со сдачи</translation>
    </message>
    <message>
        <source>redeal any</source>
        <translation>пересдача всегда</translation>
    </message>
    <message>
        <source>give ace</source>
        <translation>отдать туза</translation>
    </message>
    <message>
        <source>Bottom-card jack</source>
        <translation>Валет снизу</translation>
    </message>
    <message>
        <source>The pack&apos;s bottom card (the dealer&apos;s last card) a jack: the dealer deals again; the third time in a row he is fined and the deal passes on.</source>
        <translation>Нижняя карта колоды (последняя карта сдающего) — валет: сдающий сдаёт заново; на третий раз подряд он получает штраф, и сдача переходит дальше.</translation>
    </message>
    <message>
        <source>Three redeals in a row</source>
        <translation>Три пересдачи подряд</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>penalty pass</source>
        <translation>штраф и переход сдачи</translation>
    </message>
    <message>
        <source>penalty play</source>
        <translation>штраф и игра</translation>
    </message>
    <message>
        <source>Rospis allowed</source>
        <translation>Роспись разрешена</translation>
    </message>
    <message>
        <source>The declarer may concede a deal after seeing the talon (rospis, bomba).</source>
        <translation>Разыгрывающий может отказаться от игры, посмотрев прикуп (расписать).</translation>
    </message>
    <message>
        <source>Rospis: defenders score</source>
        <translation>Роспись: соперникам пишется</translation>
    </message>
    <message>
        <source>What each defender scores from a rospis: 60, or half the contract rounded up to 5 or to 10.</source>
        <translation>Сколько каждый соперник получает при росписи: 60 или половину заказа с округлением вверх до 5 или до 10.</translation>
    </message>
    <message>
        <source>sixty</source>
        <translation>60</translation>
    </message>
    <message>
        <source>Rospis: the declarer pays</source>
        <translation>Роспись: разыгрывающий платит</translation>
    </message>
    <message>
        <source>What a rospis costs the declarer: the penalty every third time, nothing, the contract each time, the contract every third time, or a zero (bolt).</source>
        <translation>Чего роспись стоит разыгрывающему: штраф за каждую третью, ничего, заказ каждый раз, заказ за каждую третью или болт.</translation>
    </message>
    <message>
        <source>every third</source>
        <translation>штраф за каждую третью</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>заказ</translation>
    </message>
    <message>
        <source>bid every third</source>
        <translation>заказ за каждую третью</translation>
    </message>
    <message>
        <source>bolt</source>
        <translation>болт</translation>
    </message>
    <message>
        <source>Rospis limit per game</source>
        <translation>Росписей за партию</translation>
    </message>
    <message>
        <source>How many times each player may rospis in a game (0: no limit).</source>
        <translation>Сколько раз за партию каждый игрок может расписать (0: без ограничения).</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>1000</source>
        <translation>Тысяча</translation>
    </message>
    <message>
        <source>The trick-taking game of Eastern Europe: bid for the talon, declare marriages, race to 1000.</source>
        <translation>Взяточная игра Восточной Европы: торгуйтесь за прикуп, объявляйте марьяжи, первым наберите 1000.</translation>
    </message>
    <message>
        <source>Auction 1000 for two</source>
        <translation>Тысяча вдвоём с торговлей</translation>
    </message>
    <message>
        <source>Tysiąc licytowy: 1000 for two, ten cards each and two talons; the high bidder takes one of them.</source>
        <translation>Tysiąc licytowy: тысяча вдвоём, по десять карт и два прикупа; выигравший торговлю берёт один из них.</translation>
    </message>
    <message>
        <source>Russian 1000 for two</source>
        <translation>Тысяча вдвоём (русская)</translation>
    </message>
    <message>
        <source>Nine cards each and two kitties of three; bidding from 85 in fives; no barrel, zeros or rospis.</source>
        <translation>По девять карт и два прикупа по три; торговля с 85 через пять; без бочки, нулей и росписи.</translation>
    </message>
    <message>
        <source>Draw 1000</source>
        <translation>Тысяча с добором</translation>
    </message>
    <message>
        <source>Tysiąc dobierany: no bidding; draw from the stock after each trick; marriages make and change trumps.</source>
        <translation>Tysiąc dobierany: без торговли; после каждой взятки добор из колоды; марьяжи назначают и меняют козырь.</translation>
    </message>
    <message>
        <source>1001</source>
        <translation>1001</translation>
    </message>
    <message>
        <source>Tausendeins, the German game: 20 cards without nines, bids in tens from 40, more than 1000 wins.</source>
        <translation>Tausendeins, немецкая игра: 20 карт без девяток, торговля десятками с 40, побеждает набравший больше 1000.</translation>
    </message>
    <message>
        <source>Russeln</source>
        <translation>Руссельн</translation>
    </message>
    <message>
        <source>The Austrian game from Melk: eight cards each and no talon; bids in tens with no minimum.</source>
        <translation>Австрийская игра из Мелька: по восемь карт, без прикупа; торговля десятками без минимума.</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Шестьдесят шесть</translation>
    </message>
    <message>
        <source>Schnapsen&apos;s family, the ancestor of 1000: draw from the stock, close it, first to seven game points.</source>
        <translation>Семейство шнапсена, предок тысячи: добор из колоды, её можно закрыть; побеждает первый набравший семь игровых очков.</translation>
    </message>
    <message>
        <source>This game&apos;s own rules</source>
        <translation>Правила этой игры</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Русские</translation>
    </message>
    <message>
        <source>The game as most tables in Russia, Belarus and Ukraine play it: pagat.com&apos;s reference rules.</source>
        <translation>Игра, как в неё играют за большинством столов в России, Беларуси и Украине: основные правила с сайта pagat.com.</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Польские</translation>
    </message>
    <message>
        <source>Polish Tysiąc as pagat.com&apos;s rules give it: bids and rounding in tens, marriages on any lead, the lock at 900, two bombs a game, no zero penalty.</source>
        <translation>Польский Tysiąc по правилам с сайта pagat.com: ставки и округление десятками, марьяж можно объявить любым ходом, «черта» на 900, две росписи за партию, без штрафа за болты.</translation>
    </message>
    <message>
        <source>Lviv</source>
        <translation>Львовские</translation>
    </message>
    <message>
        <source>The Lviv barrel as pagat.com&apos;s rules give it: 900, no time limit, several players at once, no marriage points on it, defenders may win, exact points.</source>
        <translation>Львовская бочка по правилам с сайта pagat.com: на 900, без ограничения раздач, можно сидеть вместе, марьяжи на бочке не считаются, выиграть можно и соперником, очки без округления.</translation>
    </message>
    <message>
        <source>Mobile app</source>
        <translation>Как в мобильном приложении</translation>
    </message>
    <message>
        <source>The 3-player game as a popular mobile app plays it: half-bid distribution, the barrel must be mounted to win, failing on the barrel costs nothing, bolts for the declarer too.</source>
        <translation>Игра втроём, как в популярном мобильном приложении: соперники делят половину заказа, для победы надо сесть на бочку, слететь с бочки ничего не стоит, болты и у разыгрывающего.</translation>
    </message>
    <message>
        <source>Online site (to 1001)</source>
        <translation>Игровой сайт (до 1001)</translation>
    </message>
    <message>
        <source>Tysiąc licytowy as pagat.com&apos;s rules give it.</source>
        <translation>Tysiąc licytowy по правилам pagat.com.</translation>
    </message>
    <message>
        <source>The Russian two-player game as pagat.com&apos;s rules give it.</source>
        <translation>Русская игра вдвоём по правилам pagat.com.</translation>
    </message>
    <message>
        <source>Tysiąc dobierany as pagat.com&apos;s rules give it.</source>
        <translation>Tysiąc dobierany по правилам pagat.com.</translation>
    </message>
    <message>
        <source>Tausendeins as pagat.com&apos;s rules give it.</source>
        <translation>Tausendeins по правилам pagat.com.</translation>
    </message>
    <message>
        <source>Russeln as pagat.com&apos;s rules give it.</source>
        <translation>Руссельн по правилам pagat.com.</translation>
    </message>
    <message>
        <source>Sixty-Six as the usual rules of Schnapsen&apos;s family give it.</source>
        <translation>Шестьдесят шесть по обычным правилам семейства шнапсена.</translation>
    </message>
    <message>
        <source>Santase</source>
        <translation>Сантасе</translation>
    </message>
    <message>
        <source>Bulgarian Santase: a failed closing costs 3, only a card on the first trick, no closing with two cards left, 65 to 65 a draw, beat the lead after the stock, game to 11.</source>
        <translation>Болгарское сантасе: неудачное закрытие стоит 3, на первой взятке только ход картой, колоду с двумя картами не закрывают, 65 на 65 — ничья, бить ход, когда колода кончилась, игра до 11.</translation>
    </message>
    <message>
        <source>Schnapsen</source>
        <translation>Шнапсен</translation>
    </message>
    <message>
        <source>Austrian Schnapsen: 20 cards without nines, five in hand, the trump jack exchanged, beat the lead after the stock, the last trick wins the hand, the closer scored as things stood when he closed.</source>
        <translation>Австрийский шнапсен: 20 карт без девяток, по пять на руках, меняют козырного валета, бить ход, когда колода кончилась, последняя взятка выигрывает раздачу, закрывшему колоду счёт ведут по положению на момент закрытия.</translation>
    </message>
    <message>
        <source>the earlier one falls off</source>
        <translation>прежний слетает</translation>
    </message>
    <message>
        <source>Defenders score exact points</source>
        <translation>Соперники пишут очки без округления</translation>
    </message>
    <message>
        <source>The defenders score the exact points they took, not rounded to 5.</source>
        <translation>Соперники записывают ровно столько очков, сколько взяли, без округления до 5.</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Наибольшая ставка</translation>
    </message>
    <message>
        <source>No bid or contract may be higher than this (0: no limit but the marriages).</source>
        <translation>Ни ставка, ни заказ не могут быть выше заданного (0: предел только по марьяжам).</translation>
    </message>
    <message>
        <source>What is a zero</source>
        <translation>Что считается болтом</translation>
    </message>
    <message>
        <source>A zero (bolt) is a deal with no points taken (three nines is a zero), with no trick taken, or with points that round to nothing (a jack and two nines).</source>
        <translation>Болт — это кон без очков (три девятки — тоже болт), кон без единой взятки или очки, которые округляются до нуля (валет и две девятки).</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>нет очков</translation>
    </message>
    <message>
        <source>no tricks</source>
        <translation>нет взяток</translation>
    </message>
    <message>
        <source>rounds to zero</source>
        <translation>округляется до нуля</translation>
    </message>
    <message>
        <source>Three nines on the hundred</source>
        <translation>Три девятки на сотне</translation>
    </message>
    <message>
        <source>The player sitting on the hundred (left of the dealer) may demand a redeal with three nines, the others need four.</source>
        <translation>Сидящий на сотне (слева от сдающего) может потребовать пересдачу с тремя девятками, остальным нужны четыре.</translation>
    </message>
    <message>
        <source>Bottom-card nine</source>
        <translation>Девятка снизу колоды</translation>
    </message>
    <message>
        <source>The pack&apos;s bottom card (the dealer&apos;s last card) a nine: the pack is cut again; the third nine in a row fines the player who cut (right of the dealer).</source>
        <translation>Нижняя карта колоды (последняя карта сдающего) — девятка: колоду снимают заново; за третью девятку подряд штрафуют того, кто снимал (справа от сдающего).</translation>
    </message>
    <message>
        <source>Three redeal claims in a row by one dealer: no rule, the dealer is fined and the deal passes on (a variation in pagat.com&apos;s rules), or the dealer is fined and the third is played as dealt (as on a popular online site).</source>
        <translation>Три требования пересдачи подряд у одного сдающего: ничего особенного, сдающий получает штраф и сдача переходит дальше (вариант из правил на pagat.com) или сдающий получает штраф, а третья раздача играется как есть (как на популярном онлайн-сайте).</translation>
    </message>
    <message>
        <source>half, rounded up to 5</source>
        <translation>половина с округлением вверх до 5</translation>
    </message>
    <message>
        <source>half, rounded up to 10</source>
        <translation>половина с округлением вверх до 10</translation>
    </message>
    <message>
        <source>Rospis and the barrel</source>
        <translation>Роспись и бочка</translation>
    </message>
    <message>
        <source>Rospis and the barrel: not while you are on it, not while anyone is on it, or always allowed.</source>
        <translation>Роспись и бочка: нельзя, когда сам игрок сидит на бочке, нельзя, когда на бочке кто угодно, или можно всегда.</translation>
    </message>
    <message>
        <source>not own</source>
        <translation>не со своей бочки</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>когда на бочке никого нет</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>можно</translation>
    </message>
    <message>
        <source>Rospis in a golden deal</source>
        <translation>Роспись на золотом кону</translation>
    </message>
    <message>
        <source>A rospis is allowed in a golden deal.</source>
        <translation>На золотом кону можно расписать.</translation>
    </message>
    <message>
        <source>One rospis and one spisat&apos;</source>
        <translation>Одна роспись и одно списание</translation>
    </message>
    <message>
        <source>Each player has one free rospis and one spisat&apos; (lose the contract, defenders score nothing) per game.</source>
        <translation>У каждого игрока за партию одна бесплатная роспись и одно списание (заказ теряется, соперникам ничего не пишется).</translation>
    </message>
    <message>
        <source>Give up at 100</source>
        <translation>Сдаться на 100</translation>
    </message>
    <message>
        <source>A declarer at 100 after two passes takes the talon unseen and may give up: −100 to him, 50 to each defender.</source>
        <translation>Разыгрывающий на 100 после двух пасов берёт прикуп, не открывая, и может сдаться: ему −100, каждому сопернику по 50.</translation>
    </message>
    <message>
        <source>Talon shown from</source>
        <translation>Прикуп открывается от</translation>
    </message>
    <message>
        <source>The talon is shown only when the auction ended at this bid or higher (0: always shown).</source>
        <translation>Прикуп открывают, только если торговля закончилась на этой ставке или выше (0: открывают всегда).</translation>
    </message>
    <message>
        <source>always shown</source>
        <translation>всегда открыт</translation>
    </message>
    <message>
        <source>Dark talon</source>
        <translation>Тёмный прикуп</translation>
    </message>
    <message>
        <source>The declarer never shows the talon.</source>
        <translation>Разыгрывающий никогда не показывает прикуп.</translation>
    </message>
    <message>
        <source>The game opens with a golden circle of three doubled deals: a gold set (auction from 120), a golden round (the first seat takes the talon at 120), or a golden cone (the same, blind).</source>
        <translation>Игра начинается золотым кругом из трёх раздач с удвоением: торговля от 120, прикуп за 120 без торговли первому после сдающего или то же самое втёмную.</translation>
    </message>
    <message>
        <source>set</source>
        <translation>торговля от 120</translation>
    </message>
    <message>
        <source>round</source>
        <translation>прикуп за 120</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>прикуп за 120 втёмную</translation>
    </message>
    <message>
        <source>Golden round: reset to zero</source>
        <translation>Золотой кон: обнуление</translation>
    </message>
    <message>
        <source>When nobody makes a golden contract, scores and zeros go back to nothing before the circle is replayed.</source>
        <translation>Если никто не сыграл золотой заказ, очки и болты обнуляются, и круг играется заново.</translation>
    </message>
    <message>
        <source>Golden round: circles at most</source>
        <translation>Золотой кон: кругов не больше</translation>
    </message>
    <message>
        <source>At most this many golden circles are played (0: until someone makes a golden contract).</source>
        <translation>Золотых кругов играется не больше заданного числа (0: пока кто-нибудь не сыграет золотой заказ).</translation>
    </message>
    <message>
        <source>Golden round: allow increase</source>
        <translation>Золотой кон: можно повышать</translation>
    </message>
    <message>
        <source>The golden declarer may raise the contract above 120.</source>
        <translation>На золотом кону разыгрывающий может повысить заказ выше 120.</translation>
    </message>
    <message>
        <source>Golden round: bolt doubling</source>
        <translation>Золотой кон: двойной болт</translation>
    </message>
    <message>
        <source>A zero in a golden deal counts as two.</source>
        <translation>Болт на золотом кону считается за два.</translation>
    </message>
    <message>
        <source>Golden round: doubling</source>
        <translation>Золотой кон: удвоение</translation>
    </message>
    <message>
        <source>In a golden deal every score is doubled, or the defenders&apos; marriages are not.</source>
        <translation>На золотом кону удваиваются все очки или все, кроме марьяжей соперников.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>всё</translation>
    </message>
    <message>
        <source>all but marriages</source>
        <translation>всё, кроме марьяжей</translation>
    </message>
    <message>
        <source>Golden round: surrender</source>
        <translation>Золотой кон: сдаться</translation>
    </message>
    <message>
        <source>The golden declarer may surrender: he loses the doubled contract, each defender scores 120.</source>
        <translation>На золотом кону разыгрывающий может сдаться: он теряет удвоенный заказ, каждому сопернику пишется 120.</translation>
    </message>
    <message>
        <source>Blind (hidden) bids</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Blind (dark) bidding: off, only the opening seat may declare a blind 120 before looking, or any player may make any bid blind.</source>
        <translation>Игра втёмную: нет, только открывающий торговлю может заявить 120 втёмную, не глядя в карты, или любой игрок может делать любую ставку втёмную.</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>только первая ставка</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любая ставка</translation>
    </message>
    <message>
        <source>Over a blind opening</source>
        <translation>После тёмной</translation>
    </message>
    <message>
        <source>After a blind opening: others may bid over it, nobody may, a player with a marriage may unhide it and bid on from 120, or unhide it with no further bidding.</source>
        <translation>После тёмной: другие могут перебивать, никто не может, игрок с марьяжем может открыться и торговаться дальше от 120 или открыться без дальнейшей торговли.</translation>
    </message>
    <message>
        <source>unhide</source>
        <translation>открыться</translation>
    </message>
    <message>
        <source>unhide no bidding</source>
        <translation>открыться без торговли</translation>
    </message>
    <message>
        <source>Blind: minimum score</source>
        <translation>Тёмная: минимальный счёт</translation>
    </message>
    <message>
        <source>A player needs at least this score to bid blind (−10000: anyone).</source>
        <translation>Чтобы играть втёмную, нужно иметь хотя бы столько очков (−10000: кто угодно).</translation>
    </message>
    <message>
        <source>anyone</source>
        <translation>кто угодно</translation>
    </message>
    <message>
        <source>Blind while someone is on the barrel</source>
        <translation>Тёмная, когда кто-то на бочке</translation>
    </message>
    <message>
        <source>Blind bids are allowed while someone is on the barrel.</source>
        <translation>Тёмная разрешена, когда кто-то сидит на бочке.</translation>
    </message>
    <message>
        <source>Blind: allow increase</source>
        <translation>Тёмная: можно повышать</translation>
    </message>
    <message>
        <source>A blind declarer may raise the contract after the exchange.</source>
        <translation>Играющий втёмную может повысить заказ после прикупа.</translation>
    </message>
    <message>
        <source>Blind: allow rospis</source>
        <translation>Тёмная: можно расписать</translation>
    </message>
    <message>
        <source>A blind declarer may rospis.</source>
        <translation>Играющий втёмную может расписать.</translation>
    </message>
    <message>
        <source>Blind: bolt doubling</source>
        <translation>Тёмная: двойной болт</translation>
    </message>
    <message>
        <source>A zero in a blind deal counts as two.</source>
        <translation>Болт в тёмной считается за два.</translation>
    </message>
    <message>
        <source>Blind: doubling</source>
        <translation>Тёмная: удвоение</translation>
    </message>
    <message>
        <source>In a blind deal every score is doubled, or all but the defenders&apos; marriages, or only the declarer&apos;s.</source>
        <translation>В тёмной удваиваются все очки, или все, кроме марьяжей соперников, или только очки разыгрывающего.</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>только разыгрывающему</translation>
    </message>
    <message>
        <source>Blind: no more than 240</source>
        <translation>Тёмная: не больше 240</translation>
    </message>
    <message>
        <source>Nobody gains more than 240 points in a blind deal.</source>
        <translation>В тёмной никто не получает больше 240 очков.</translation>
    </message>
    <message>
        <source>Doubled points: rounding</source>
        <translation>Удвоенные очки: округление</translation>
    </message>
    <message>
        <source>A defender in a doubled deal (golden, blind): his points doubled, then rounded (22 → 45), or rounded, then doubled (22 → 40).</source>
        <translation>Соперник в удвоенной раздаче (золотой или тёмной): его очки удваиваются, затем округляются (22 → 45), или округляются, затем удваиваются (22 → 40).</translation>
    </message>
    <message>
        <source>double then round</source>
        <translation>удвоить, затем округлить</translation>
    </message>
    <message>
        <source>round then double</source>
        <translation>округлить, затем удвоить</translation>
    </message>
    <message>
        <source>Blind: cards passed face up</source>
        <translation>Тёмная: карты отдаются в открытую</translation>
    </message>
    <message>
        <source>A blind declarer passes the two cards face up (otherwise face down).</source>
        <translation>Играющий втёмную отдаёт две карты в открытую (иначе рубашкой вверх).</translation>
    </message>
    <message>
        <source>Marriage in the first trick</source>
        <translation>Марьяж с первого хода</translation>
    </message>
    <message>
        <source>A marriage may be announced on the first lead.</source>
        <translation>Марьяж можно объявить первым же ходом.</translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation>Тузовый марьяж</translation>
    </message>
    <message>
        <source>Leading an ace while holding all four announces the ace marriage: 200 points, no trump change.</source>
        <translation>Ход тузом при всех четырёх тузах на руках объявляет тузовый марьяж: 200 очков, козырь не меняется.</translation>
    </message>
    <message>
        <source>Must trump</source>
        <translation>Обязательно бить козырем</translation>
    </message>
    <message>
        <source>A player who cannot follow suit must play a trump if he has one.</source>
        <translation>Игрок без нужной масти обязан сыграть козырь, если он у него есть.</translation>
    </message>
    <message>
        <source>Only the trump maker leads trumps</source>
        <translation>С козыря ходит только объявивший его</translation>
    </message>
    <message>
        <source>Only the player who made the trump suit may lead it (unless he holds nothing else).</source>
        <translation>Ходить с козыря может только тот, кто его объявил (если у него нет ничего другого — любой).</translation>
    </message>
    <message>
        <source>Don&apos;t allow opponent trumps</source>
        <translation>Козыри только у хозяина</translation>
    </message>
    <message>
        <source>Only the player who made the trump suit may lead or trump with it; the others follow a trump lead, and play a trump otherwise only when they hold nothing else.</source>
        <translation>Заходить с козыря и бить козырем может только тот, кто объявил козырь; остальные кладут козыря в масть, а иначе — только если больше ходить нечем.</translation>
    </message>
    <message>
        <source>Four nines bonus</source>
        <translation>Премия за четыре девятки</translation>
    </message>
    <message>
        <source>A player holding four nines after the exchange scores 120 extra (this does not help make a contract).</source>
        <translation>Игрок с четырьмя девятками после прикупа получает ещё 120 (для выполнения заказа они не засчитываются).</translation>
    </message>
    <message>
        <source>Marriage values</source>
        <translation>Стоимость марьяжей</translation>
    </message>
    <message>
        <source>Marriage values: hearts 100, diamonds 80, clubs 60, spades 40; or clubs 100, spades 80, hearts 60, diamonds 40.</source>
        <translation>Стоимость марьяжей: черви 100, бубны 80, трефы 60, пики 40; или трефы 100, пики 80, черви 60, бубны 40.</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>обычная</translation>
    </message>
    <message>
        <source>clubs high</source>
        <translation>трефы старшие</translation>
    </message>
    <message>
        <source>Marriage in suit</source>
        <translation>Марьяж в масть</translation>
    </message>
    <message>
        <source>A marriage may be announced for its points while the trump suit stays as it was.</source>
        <translation>Марьяж можно объявить ради очков, не меняя козыря.</translation>
    </message>
    <message>
        <source>Barrel or lock</source>
        <translation>Бочка или черта</translation>
    </message>
    <message>
        <source>Near the target: the barrel, the Polish lock (only the bidder scores), or nothing special.</source>
        <translation>Перед финишем: бочка, польская «черта» (очки получает только разыгрывающий) или ничего особенного.</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>бочка</translation>
    </message>
    <message>
        <source>lock</source>
        <translation>черта</translation>
    </message>
    <message>
        <source>Deals on the barrel</source>
        <translation>Раздач на бочке</translation>
    </message>
    <message>
        <source>How many deals a player may stay on the barrel before falling off (0: no limit).</source>
        <translation>Сколько раздач можно просидеть на бочке, прежде чем слететь (0: без ограничения).</translation>
    </message>
    <message>
        <source>No marriages on the barrel</source>
        <translation>На бочке без марьяжей</translation>
    </message>
    <message>
        <source>A player on the barrel scores nothing for marriages and may not bid above 120.</source>
        <translation>Игроку на бочке марьяжи не засчитываются, и заказывать больше 120 он не может.</translation>
    </message>
    <message>
        <source>Barrel defenders score</source>
        <translation>Соперник на бочке пишет очки</translation>
    </message>
    <message>
        <source>A player on the barrel scores as a defender too, and can win that way (ties shared, the declarer first).</source>
        <translation>Игрок на бочке пишет очки и как соперник, и может так выиграть (при равенстве — вместе, первым разыгрывающий).</translation>
    </message>
    <message>
        <source>Exact points on the barrel</source>
        <translation>Точные очки на бочке</translation>
    </message>
    <message>
        <source>A defender on the barrel scores his exact points, unrounded.</source>
        <translation>Соперник на бочке пишет точные очки, без округления.</translation>
    </message>
    <message>
        <source>Third fall resets to zero</source>
        <translation>Третье падение — на ноль</translation>
    </message>
    <message>
        <source>The third barrel lost resets the score to 0: never, the third fall after three deals on it (a variation in pagat.com&apos;s rules), or the third barrel used in any way: three deals, a failed contract, thrown off, a fine (as on a popular online site).</source>
        <translation>Третья потерянная бочка обнуляет счёт: никогда; третье падение после трёх конов на бочке (вариант из правил pagat.com); или третья использованная бочка, как бы она ни кончилась: три кона, несыгранный заказ, сбросили, штраф (как на популярном сайте).</translation>
    </message>
    <message>
        <source>Fall rounds down to tens</source>
        <translation>Падение округляет вниз до десятков</translation>
    </message>
    <message>
        <source>A fall from the barrel first rounds the score down to tens.</source>
        <translation>При падении с бочки счёт сначала округляется вниз до десятков.</translation>
    </message>
    <message>
        <source>Barrel contract at least</source>
        <translation>Заказ на бочке не меньше</translation>
    </message>
    <message>
        <source>A player on the barrel wins only with a contract of at least this (121 allows the odd bid 121; 0: whatever reaches the target).</source>
        <translation>Игрок на бочке выигрывает только заказом не меньше заданного (121 разрешает нечётную ставку 121; 0: любым, что доводит до цели).</translation>
    </message>
    <message>
        <source>any contract</source>
        <translation>любой заказ</translation>
    </message>
    <message>
        <source>Barrel trade</source>
        <translation>Торговля с бочки</translation>
    </message>
    <message>
        <source>The barrel player&apos;s auction: as usual, he opens with the barrel minimum and others may overbid, or he takes the talon at it with no auction.</source>
        <translation>Торговля игрока на бочке: как обычно, он начинает с минимума бочки, а другие могут перебить, или он берёт прикуп за минимум без торговли.</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>как обычно</translation>
    </message>
    <message>
        <source>declares</source>
        <translation>начинает с минимума</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>берёт без торговли</translation>
    </message>
    <message>
        <source>Defenders stand still</source>
        <translation>Соперники стоят</translation>
    </message>
    <message>
        <source>When a barrel player is the declarer, the defenders score nothing and get no zeros.</source>
        <translation>Когда разыгрывает игрок с бочки, соперники ничего не пишут и болтов не получают.</translation>
    </message>
    <message>
        <source>Obligation game</source>
        <translation>Обязательная игра</translation>
    </message>
    <message>
        <source>On the last deal of his third barrel a player takes the talon at the barrel minimum with no auction.</source>
        <translation>В последней раздаче своей третьей бочки игрок берёт прикуп за минимум бочки без торговли.</translation>
    </message>
    <message>
        <source>Failing on the barrel is free</source>
        <translation>Провал на бочке без штрафа</translation>
    </message>
    <message>
        <source>A player on the barrel who fails as declarer loses nothing (he stays on the barrel).</source>
        <translation>Игрок на бочке, не сыгравший заказ, ничего не теряет (и остаётся на бочке).</translation>
    </message>
    <message>
        <source>Zeros on the barrel</source>
        <translation>Болты на бочке</translation>
    </message>
    <message>
        <source>Zeros taken on the barrel: not counted, or counted, and the third throws the player off the barrel with the fine.</source>
        <translation>Болты, полученные на бочке: не считаются, или считаются, и третий сбрасывает игрока с бочки со штрафом.</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>не считаются</translation>
    </message>
    <message>
        <source>third flies</source>
        <translation>третий — слёт</translation>
    </message>
    <message>
        <source>Win only from the barrel</source>
        <translation>Выиграть только с бочки</translation>
    </message>
    <message>
        <source>Only a player who sits on the barrel can win; a jump past it lands on it.</source>
        <translation>Выиграть может только игрок, сидящий на бочке; кто перепрыгнул бочку, садится на неё.</translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation>Кто на прикупе</translation>
    </message>
    <message>
        <source>In a four-player game, who sits out each deal: the seat right of the dealer, the seat opposite, or the dealer.</source>
        <translation>В игре вчетвером кто сидит на прикупе в каждой раздаче: игрок справа от сдающего, напротив него или сам сдающий.</translation>
    </message>
    <message>
        <source>right of dealer</source>
        <translation>справа от сдающего</translation>
    </message>
    <message>
        <source>opposite</source>
        <translation>напротив сдающего</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>Sitting out scores</source>
        <translation>Очки сидящего на прикупе</translation>
    </message>
    <message>
        <source>What the player sitting out scores from the talon: 40 or 50 per ace plus a marriage in it, its card points plus a marriage, or nothing.</source>
        <translation>Сколько пишет сидящий на прикупе: по 40 или 50 за туза в прикупе плюс марьяж, очки карт прикупа плюс марьяж или ничего.</translation>
    </message>
    <message>
        <source>talon points</source>
        <translation>очки прикупа</translation>
    </message>
    <message>
        <source>Sitting out: half a marriage</source>
        <translation>На прикупе: полмарьяжа</translation>
    </message>
    <message>
        <source>The player sitting out also scores half a marriage&apos;s value for a king or queen in the talon without its partner.</source>
        <translation>Сидящий на прикупе получает ещё половину марьяжа за короля или даму в прикупе без пары.</translation>
    </message>
    <message>
        <source>Blind: hide the talon</source>
        <translation>Тёмная: прикуп не показывать</translation>
    </message>
    <message>
        <source>A blind declarer takes the talon without showing it.</source>
        <translation>Играющий втёмную берёт прикуп, не показывая его.</translation>
    </message>
    <message>
        <source>Forehand must bid</source>
        <translation>Первая рука обязана торговаться</translation>
    </message>
    <message>
        <source>The player at the dealer&apos;s left must open the bidding, as in 1000; off: all three may pass and the deal is thrown in.</source>
        <translation>Игрок слева от сдающего обязан открыть торговлю, как в Тысяче; если выключено, все трое могут сказать пас, и карты пересдаются.</translation>
    </message>
    <message>
        <source>Russeln: game to</source>
        <translation>Руссельн: игра до</translation>
    </message>
    <message>
        <source>The agreed target: the winner is the first whose total reaches it (unlike 1001, where 1000 exactly is not enough).</source>
        <translation>Условленная сумма: побеждает тот, кто первым её наберёт (в отличие от 1001, где ровно 1000 мало).</translation>
    </message>
    <message>
        <source>Sixty-Six: close before drawing</source>
        <translation>Шестьдесят шесть: закрыть до добора</translation>
    </message>
    <message>
        <source>The winner of a trick may close the stock before drawing from it, so that neither player draws after that trick; off: both draw at once and he may close only after drawing.</source>
        <translation>Взявший взятку может закрыть колоду, ещё не взяв из неё, — тогда после этой взятки никто не берёт; выключено: оба сразу берут по карте, и закрыть можно только после этого.</translation>
    </message>
    <message>
        <source>Sixty-Six: trump when void</source>
        <translation>Шестьдесят шесть: козырять, если нет масти</translation>
    </message>
    <message>
        <source>Once the stock is empty or closed, a follower without the suit led must play a trump if he has one, as the family&apos;s tables play; off: the rules text&apos;s own words, only following suit is a duty.</source>
        <translation>Когда колода кончилась или закрыта, отвечающий без масти хода обязан положить козырь, если он есть, — так играют за столами этого семейства; выключено: как сказано в тексте правил, обязательно только ходить в масть.</translation>
    </message>
    <message>
        <source>Sixty-Six: exchange the trump nine at any turn</source>
        <translation>Шестьдесят шесть: козырная девятка меняется не только своим ходом</translation>
    </message>
    <message>
        <source>The trump nine may be exchanged for the turned trump whenever its holder is to act (following a lead or before drawing too), not only on lead, as the rules text says &quot;at any time&quot;.</source>
        <translation>Козырную девятку можно поменять на открытую карту всякий раз, когда её владельцу ходить (и отвечая на ход, и до добора), а не только своим ходом, — в тексте правил сказано «в любое время».</translation>
    </message>
    <message>
        <source>Sixty-Six: a failed closing costs 3</source>
        <translation>Шестьдесят шесть: неудачное закрытие — 3 очка</translation>
    </message>
    <message>
        <source>A player who closes the stock and does not reach 66 gives his opponent 3 game points whatever the opponent had, as Bulgarian Santase is played (after santase.bg); off: 2, or 3 if the opponent had no trick when it was closed.</source>
        <translation>Кто закрыл колоду и не набрал 66, отдаёт сопернику 3 игровых очка, сколько бы у того ни было, — так играют в болгарское сантасе (по santase.bg); выключено: 2, или 3, если у соперника на момент закрытия не было взятки.</translation>
    </message>
    <message>
        <source>Sixty-Six: only a card on the first trick</source>
        <translation>Шестьдесят шесть: на первой взятке только ход картой</translation>
    </message>
    <message>
        <source>On the first trick of a hand nobody announces a marriage, closes the stock or exchanges the trump nine, as Bulgarian Santase is played (belot.bg: no 20 or 40 during the first trick).</source>
        <translation>На первой взятке раздачи никто не объявляет марьяж, не закрывает колоду и не меняет козырную девятку — так играют в болгарское сантасе (belot.bg: на первой взятке 20 и 40 не объявляют).</translation>
    </message>
    <message>
        <source>Sixty-Six: no closing with two cards left</source>
        <translation>Шестьдесят шесть: колоду с двумя картами не закрывают</translation>
    </message>
    <message>
        <source>The stock may not be closed once only two cards are left in it (the turned trump and one more), as Bulgarian Santase is played (the Bulgarian Wikipedia).</source>
        <translation>Колоду нельзя закрыть, когда в ней остались только две карты (открытый козырь и ещё одна), — так играют в болгарское сантасе (болгарская Википедия).</translation>
    </message>
    <message>
        <source>Sixty-Six: a hand nobody wins carries a point</source>
        <translation>Шестьдесят шесть: очко ничейной раздачи переходит дальше</translation>
    </message>
    <message>
        <source>A played-out hand nobody wins (65 to 65, or both over 66 unannounced) adds a game point for the next hand&apos;s winner; off: a plain draw, nothing carried, as Bulgarian Santase is played.</source>
        <translation>Если доигранную раздачу никто не выиграл (65 на 65 или у обоих больше 66 без объявления), победитель следующей раздачи получает лишнее игровое очко; выключено: просто ничья, ничего не переходит, — так играют в болгарское сантасе.</translation>
    </message>
    <message>
        <source>Sixty-Six: 20 cards, five in hand</source>
        <translation>Шестьдесят шесть: 20 карт, по пять на руках</translation>
    </message>
    <message>
        <source>Austrian Schnapsen&apos;s pack: no nines, five cards each, the eleventh turned for trump and nine in the stock; the trump jack, the lowest trump, is exchanged for the turned card (Board Game Arena&apos;s rules).</source>
        <translation>Колода австрийского шнапсена: без девяток, каждому по пять карт, одиннадцатая открывается и назначает козырь, девять остаются в колоде; козырного валета, младший козырь, меняют на открытую карту (правила Board Game Arena).</translation>
    </message>
    <message>
        <source>Sixty-Six: the last trick wins the hand</source>
        <translation>Шестьдесят шесть: последняя взятка выигрывает раздачу</translation>
    </message>
    <message>
        <source>When the stock was played out and nobody announced 66, the winner of the last trick wins the hand (game points as usual), and the last trick scores no ten, as Austrian Schnapsen is played.</source>
        <translation>Если колода доиграна и никто не объявил 66, раздачу выигрывает взявший последнюю взятку (игровые очки как обычно), а последняя взятка не приносит 10, — так играют в австрийский шнапсен.</translation>
    </message>
    <message>
        <source>Sixty-Six: the closer scored as things stood</source>
        <translation>Шестьдесят шесть: закрывшему — счёт на момент закрытия</translation>
    </message>
    <message>
        <source>A closer who reaches 66 scores by his opponent&apos;s points and tricks at the moment he closed (3 if the opponent had no trick then, 2 if under 33), as Austrian Schnapsen is played (after pagat.com&apos;s rules).</source>
        <translation>Кто закрыл колоду и набрал 66, получает игровые очки по очкам и взяткам соперника на момент закрытия (3, если у соперника тогда не было взятки, 2 — если меньше 33), — так играют в австрийский шнапсен (по правилам pagat.com).</translation>
    </message>
    <message>
        <source>1001: a marriage makes trumps</source>
        <translation>1001: марьяж назначает козырь</translation>
    </message>
    <message>
        <source>after three deals on it</source>
        <translation>по трём конам</translation>
    </message>
    <message>
        <source>any third barrel</source>
        <translation>любая бочка</translation>
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
        <translation>Объявленный марьяж делает свою масть козырной, следующий меняет козырь, как в Тысяче; если выключено, марьяжи только приносят очки, козырей нет.</translation>
    </message>
    <message>
        <source>Russeln: trump when void</source>
        <translation>Руссельн: нет масти — бей козырем</translation>
    </message>
    <message>
        <source>A player who cannot follow suit must trump, over a trump already played if he can; off: any card, as in 1001.</source>
        <translation>Игрок без масти обязан положить козырь, и старше уже положенного козыря, если может; если выключено, любую карту, как в 1001.</translation>
    </message>
    <message>
        <source>Draw 1000: cards dealt</source>
        <translation>Тысяча с добором: карт на руки</translation>
    </message>
    <message>
        <source>Cards dealt to each player; the rest is the stock, drawn from while it lasts.</source>
        <translation>Сколько карт сдаётся каждому; остальные лежат в колоде, из неё добирают, пока она не кончится.</translation>
    </message>
    <message>
        <source>Sixty-Six: game to</source>
        <translation>Шестьдесят шесть: игра до</translation>
    </message>
    <message>
        <source>The game points that win the game.</source>
        <translation>Сколько игровых очков нужно для победы.</translation>
    </message>
    <message>
        <source>Sixty-Six: beat the lead</source>
        <translation>Шестьдесят шесть: бить ход</translation>
    </message>
    <message>
        <source>Once the stock is empty or closed, the follower must also beat the lead with a higher card of its suit if he has one, as Schnapsen tables play.</source>
        <translation>Когда колода кончилась или закрыта, отвечающий должен не только ходить в масть, но и побить ход старшей картой этой масти, если она есть, — как играют в шнапсен.</translation>
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
            <numerusform>%1 не даст им марьяжа (%2 не у них); заказ сыгран в %3 из %n расклада</numerusform>
            <numerusform>%1 не даст им марьяжа (%2 не у них); заказ сыгран в %3 из %n раскладов</numerusform>
            <numerusform>%1 не даст им марьяжа (%2 не у них); заказ сыгран в %3 из %n раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 makes a marriage for them with %2 in %3 of %n world(s); the contract is made in %4 of them</source>
        <translation>
            <numerusform>%1 даёт им марьяж с %2 в %3 из %n расклада; заказ сыгран в %4 из них</numerusform>
            <numerusform>%1 даёт им марьяж с %2 в %3 из %n раскладов; заказ сыгран в %4 из них</numerusform>
            <numerusform>%1 даёт им марьяж с %2 в %3 из %n раскладов; заказ сыгран в %4 из них</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %2 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 в среднем хуже на %2 очк. (%n расклад)</numerusform>
            <numerusform>%1 в среднем хуже на %2 очк. (%n расклада)</numerusform>
            <numerusform>%1 в среднем хуже на %2 очк. (%n раскладов)</numerusform>
        </translation>
    </message>
    <message>
        <source>no figures for this decision</source>
        <translation>для этого решения нет расчётов</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выключен</translation>
    </message>
    <message>
        <source>Coach: −%1 game points expected: %2 would have been better</source>
        <translation>Тренер: в среднем на %1 меньше игровых очков: лучше было %2</translation>
    </message>
    <message>
        <source>Coach: −%1 points expected: %2 would have been better</source>
        <translation>Тренер: −%1 очк. в среднем: лучше было %2</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Тренер:</translation>
    </message>
    <message>
        <source>Reasons with the hint</source>
        <translation>Объяснять подсказку</translation>
    </message>
    <message>
        <source>After each of my moves</source>
        <translation>После каждого моего хода</translation>
    </message>
    <message numerus="yes">
        <source>the best expected result (%n world(s))</source>
        <translation>
            <numerusform>лучший ожидаемый результат (%n расклад)</numerusform>
            <numerusform>лучший ожидаемый результат (%n расклада)</numerusform>
            <numerusform>лучший ожидаемый результат (%n раскладов)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1: в среднем %2 очк. (%n расклад)</numerusform>
            <numerusform>%1: в среднем %2 очк. (%n расклада)</numerusform>
            <numerusform>%1: в среднем %2 очк. (%n раскладов)</numerusform>
        </translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Подробнее…</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>единственный ход</translation>
    </message>
    <message>
        <source>the opening bid is compulsory</source>
        <translation>первая заявка обязательна</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) taken: 66 is reached</source>
        <translation>
            <numerusform>взято %n очко: 66 набрано</numerusform>
            <numerusform>взято %n очка: 66 набрано</numerusform>
            <numerusform>взято %n очков: 66 набрано</numerusform>
        </translation>
    </message>
    <message>
        <source>showing the marriage takes you to 66</source>
        <translation>объявленный марьяж даёт 66</translation>
    </message>
    <message>
        <source>taking the turned-up trump for the low one is always worth it</source>
        <translation>поменять младший козырь на открытую карту всегда выгодно</translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n likely deal(s)</source>
        <translation>
            <numerusform>сыгран в %1 из %n вероятного расклада</numerusform>
            <numerusform>сыгран в %1 из %n вероятных раскладов</numerusform>
            <numerusform>сыгран в %1 из %n вероятных раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would be made in only %2 of %n likely deal(s)</source>
        <translation>
            <numerusform>заказ %1 был бы сыгран лишь в %2 из %n вероятного расклада</numerusform>
            <numerusform>заказ %1 был бы сыгран лишь в %2 из %n вероятных раскладов</numerusform>
            <numerusform>заказ %1 был бы сыгран лишь в %2 из %n вероятных раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made with %1% likelihood by the hand&apos;s estimate over %n sampled talon(s); the level bids from %2%</source>
        <translation>
            <numerusform>сыгран с вероятностью %1% по оценке руки (%n вариант прикупа); сильный уровень торгуется от %2%</numerusform>
            <numerusform>сыгран с вероятностью %1% по оценке руки (%n варианта прикупа); сильный уровень торгуется от %2%</numerusform>
            <numerusform>сыгран с вероятностью %1% по оценке руки (%n вариантов прикупа); сильный уровень торгуется от %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is only %2% likely by the hand&apos;s estimate over %n sampled talon(s); the level bids from %3%</source>
        <translation>
            <numerusform>заказ %1 был бы сыгран лишь с вероятностью %2% по оценке руки (%n вариант прикупа); сильный уровень торгуется от %3%</numerusform>
            <numerusform>заказ %1 был бы сыгран лишь с вероятностью %2% по оценке руки (%n варианта прикупа); сильный уровень торгуется от %3%</numerusform>
            <numerusform>заказ %1 был бы сыгран лишь с вероятностью %2% по оценке руки (%n вариантов прикупа); сильный уровень торгуется от %3%</numerusform>
        </translation>
    </message>
    <message>
        <source>made with %1% likelihood by the hand&apos;s estimate; %2: %3%</source>
        <translation>сыгран с вероятностью %1% по оценке руки; %2 — с вероятностью %3%</translation>
    </message>
    <message>
        <source>made with %1% likelihood by the hand&apos;s estimate</source>
        <translation>сыгран с вероятностью %1% по оценке руки</translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s)</source>
        <translation>
            <numerusform>заказ сыгран в %1 из %n расклада</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); laying away %2 and giving %3 instead: %4%</source>
        <translation>
            <numerusform>заказ сыгран в %1 из %n расклада; если снести %2 и отдать %3: %4%</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; если снести %2 и отдать %3: %4%</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; если снести %2 и отдать %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); laying away %2 and %3 instead: %4%</source>
        <translation>
            <numerusform>заказ сыгран в %1 из %n расклада; если снести %2 и %3: %4%</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; если снести %2 и %3: %4%</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; если снести %2 и %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bid is made in %1 of %n world(s); discarding %2 and %3 instead: %4 points fewer on average</source>
        <translation>
            <numerusform>заказ сыгран в %1 из %n расклада; если снести %2 и %3 — в среднем на %4 очк. меньше</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; если снести %2 и %3 — в среднем на %4 очк. меньше</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; если снести %2 и %3 — в среднем на %4 очк. меньше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bid is made in %1 of %n world(s)</source>
        <translation>
            <numerusform>заказ сыгран в %1 из %n расклада</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>even the best give, %1 and %2, makes the contract in only %3 of %n world(s)</source>
        <translation>
            <numerusform>даже если отдать лучшие карты (%1 и %2), заказ сыгран лишь в %3 из %n расклада</numerusform>
            <numerusform>даже если отдать лучшие карты (%1 и %2), заказ сыгран лишь в %3 из %n раскладов</numerusform>
            <numerusform>даже если отдать лучшие карты (%1 и %2), заказ сыгран лишь в %3 из %n раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n world(s)</source>
        <translation>
            <numerusform>сыгран в %1 из %n расклада</numerusform>
            <numerusform>сыгран в %1 из %n раскладов</numerusform>
            <numerusform>сыгран в %1 из %n раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every card comes to the same here (%n world(s))</source>
        <translation>
            <numerusform>здесь все карты равноценны (%n расклад)</numerusform>
            <numerusform>здесь все карты равноценны (%n расклада)</numerusform>
            <numerusform>здесь все карты равноценны (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes the contract in every world (%n); %1 loses %2 points on average</source>
        <translation>
            <numerusform>заказ сыгран во всех раскладах (%n); %1 в среднем хуже на %2 очк.</numerusform>
            <numerusform>заказ сыгран во всех раскладах (%n); %1 в среднем хуже на %2 очк.</numerusform>
            <numerusform>заказ сыгран во всех раскладах (%n); %1 в среднем хуже на %2 очк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes the contract in %1 of %n world(s); %2 loses %3 points on average</source>
        <translation>
            <numerusform>заказ сыгран в %1 из %n расклада; %2 в среднем хуже на %3 очк.</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; %2 в среднем хуже на %3 очк.</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; %2 в среднем хуже на %3 очк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats the contract in every world (%n); %1 loses %2 points on average</source>
        <translation>
            <numerusform>заказ сорван во всех раскладах (%n); %1 в среднем хуже на %2 очк.</numerusform>
            <numerusform>заказ сорван во всех раскладах (%n); %1 в среднем хуже на %2 очк.</numerusform>
            <numerusform>заказ сорван во всех раскладах (%n); %1 в среднем хуже на %2 очк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats the contract in %1 of %n world(s); %2 loses %3 points on average</source>
        <translation>
            <numerusform>заказ сорван в %1 из %n расклада; %2 в среднем хуже на %3 очк.</numerusform>
            <numerusform>заказ сорван в %1 из %n раскладов; %2 в среднем хуже на %3 очк.</numerusform>
            <numerusform>заказ сорван в %1 из %n раскладов; %2 в среднем хуже на %3 очк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is settled; %1 takes %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>судьба заказа решена; %1 в среднем берёт на %2 очк. меньше (%n расклад)</numerusform>
            <numerusform>судьба заказа решена; %1 в среднем берёт на %2 очк. меньше (%n расклада)</numerusform>
            <numerusform>судьба заказа решена; %1 в среднем берёт на %2 очк. меньше (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins the hand in %1 of %n world(s); %2 loses %3 game points on average</source>
        <translation>
            <numerusform>раздача выиграна в %1 из %n расклада; %2 в среднем даёт на %3 меньше игровых очков</numerusform>
            <numerusform>раздача выиграна в %1 из %n раскладов; %2 в среднем даёт на %3 меньше игровых очков</numerusform>
            <numerusform>раздача выиграна в %1 из %n раскладов; %2 в среднем даёт на %3 меньше игровых очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>closing wins the hand in %1 of %n world(s); playing on loses %2 game points on average</source>
        <translation>
            <numerusform>закрыв колоду, вы выигрываете раздачу в %1 из %n расклада; игра дальше в среднем даёт на %2 меньше игровых очков</numerusform>
            <numerusform>закрыв колоду, вы выигрываете раздачу в %1 из %n раскладов; игра дальше в среднем даёт на %2 меньше игровых очков</numerusform>
            <numerusform>закрыв колоду, вы выигрываете раздачу в %1 из %n раскладов; игра дальше в среднем даёт на %2 меньше игровых очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>closing now loses %1 game points on average (%n world(s))</source>
        <translation>
            <numerusform>закрыть сейчас — в среднем на %1 меньше игровых очков (%n расклад)</numerusform>
            <numerusform>закрыть сейчас — в среднем на %1 меньше игровых очков (%n расклада)</numerusform>
            <numerusform>закрыть сейчас — в среднем на %1 меньше игровых очков (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot make a marriage for them (%2 is not theirs); %3 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 не даст им марьяжа (%2 не у них); в среднем %3 очк. (%n расклад)</numerusform>
            <numerusform>%1 не даст им марьяжа (%2 не у них); в среднем %3 очк. (%n расклада)</numerusform>
            <numerusform>%1 не даст им марьяжа (%2 не у них); в среднем %3 очк. (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 makes a marriage for them if they hold %2 (%3% likely); %4 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 даёт им марьяж, если %2 у них (вероятность %3%); в среднем %4 очк. (%n расклад)</numerusform>
            <numerusform>%1 даёт им марьяж, если %2 у них (вероятность %3%); в среднем %4 очк. (%n расклада)</numerusform>
            <numerusform>%1 даёт им марьяж, если %2 у них (вероятность %3%); в среднем %4 очк. (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passing instead: %1 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>при пасе в среднем на %1 очк. меньше (%n расклад)</numerusform>
            <numerusform>при пасе в среднем на %1 очк. меньше (%n расклада)</numerusform>
            <numerusform>при пасе в среднем на %1 очк. меньше (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bidding %1 instead: %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>если заявить %1, в среднем на %2 очк. меньше (%n расклад)</numerusform>
            <numerusform>если заявить %1, в среднем на %2 очк. меньше (%n расклада)</numerusform>
            <numerusform>если заявить %1, в среднем на %2 очк. меньше (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a contract of %1 instead: %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>при заказе %1 в среднем на %2 очк. меньше (%n расклад)</numerusform>
            <numerusform>при заказе %1 в среднем на %2 очк. меньше (%n расклада)</numerusform>
            <numerusform>при заказе %1 в среднем на %2 очк. меньше (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>laying away %1 and giving %2 instead: %3 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>если снести %1 и отдать %2, в среднем на %3 очк. меньше (%n расклад)</numerusform>
            <numerusform>если снести %1 и отдать %2, в среднем на %3 очк. меньше (%n расклада)</numerusform>
            <numerusform>если снести %1 и отдать %2, в среднем на %3 очк. меньше (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>laying away %1 and %2 instead: %3 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>если снести %1 и %2, в среднем на %3 очк. меньше (%n расклад)</numerusform>
            <numerusform>если снести %1 и %2, в среднем на %3 очк. меньше (%n расклада)</numerusform>
            <numerusform>если снести %1 и %2, в среднем на %3 очк. меньше (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the contract made with %2% likelihood (%n world(s))</source>
        <translation>
            <numerusform>%1: заказ будет сыгран с вероятностью %2% (%n расклад)</numerusform>
            <numerusform>%1: заказ будет сыгран с вероятностью %2% (%n расклада)</numerusform>
            <numerusform>%1: заказ будет сыгран с вероятностью %2% (%n раскладов)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the level bids only from %2% likely by the hand&apos;s estimate</source>
        <translation>%1: сильный уровень торгуется только от %2% по оценке руки</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2% likely by the hand&apos;s estimate (%n sampled talon(s))</source>
        <translation>
            <numerusform>%1: вероятность %2% по оценке руки (%n вариант прикупа)</numerusform>
            <numerusform>%1: вероятность %2% по оценке руки (%n варианта прикупа)</numerusform>
            <numerusform>%1: вероятность %2% по оценке руки (%n вариантов прикупа)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 points expected by the hand&apos;s estimate</source>
        <translation>%1: в среднем %2 очк. по оценке руки</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 game points on average (%n world(s))</source>
        <translation>
            <numerusform>%1: игровых очков в среднем %2 (%n расклад)</numerusform>
            <numerusform>%1: игровых очков в среднем %2 (%n расклада)</numerusform>
            <numerusform>%1: игровых очков в среднем %2 (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points of your own on average (%n world(s))</source>
        <translation>
            <numerusform>%1: в среднем %2 своих очк. (%n расклад)</numerusform>
            <numerusform>%1: в среднем %2 своих очк. (%n расклада)</numerusform>
            <numerusform>%1: в среднем %2 своих очк. (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average, made in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1: в среднем %2 очк., заказ сыгран в %3 из %n расклада</numerusform>
            <numerusform>%1: в среднем %2 очк., заказ сыгран в %3 из %n раскладов</numerusform>
            <numerusform>%1: в среднем %2 очк., заказ сыгран в %3 из %n раскладов</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis is not available for this game</source>
        <translation>Для этой игры анализ недоступен</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %1 of %n decision(s)</source>
        <translation>
            <numerusform>Анализ: %1 из %n решения</numerusform>
            <numerusform>Анализ: %1 из %n решений</numerusform>
            <numerusform>Анализ: %1 из %n решений</numerusform>
        </translation>
    </message>
    <message>
        <source>−%1 game points expected</source>
        <translation>в среднем на %1 меньше игровых очков</translation>
    </message>
    <message>
        <source>−%1 points expected</source>
        <translation>−%1 очк. в среднем</translation>
    </message>
    <message>
        <source>%1: the hard level&apos;s choice too — %2</source>
        <translation>%1: сильный уровень выбрал бы то же — %2</translation>
    </message>
    <message>
        <source>%1: as good as %2 by the search&apos;s figures</source>
        <translation>%1: по расчётам не хуже, чем %2</translation>
    </message>
    <message>
        <source>%1 (%2); %3 was better — %4</source>
        <translation>%1 (%2); лучше: %3 — %4</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: no mistake in %n decision(s)</source>
        <translation>
            <numerusform>Раздача %1: %n решение, ошибок нет</numerusform>
            <numerusform>Раздача %1: %n решения, ошибок нет</numerusform>
            <numerusform>Раздача %1: %n решений, ошибок нет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2 made in %3 of %n likely deal(s); %4 was the best</source>
        <translation>
            <numerusform>Раздача %1: заказ %2 сыгран в %3 из %n вероятного расклада; лучше всего: %4</numerusform>
            <numerusform>Раздача %1: заказ %2 сыгран в %3 из %n вероятных раскладов; лучше всего: %4</numerusform>
            <numerusform>Раздача %1: заказ %2 сыгран в %3 из %n вероятных раскладов; лучше всего: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: the worst decision, %2 (%3); %4 was better</source>
        <translation>Раздача %1: худшее решение — %2 (%3); лучше: %4</translation>
    </message>
    <message numerus="yes">
        <source>The game: no mistake in %n decision(s)</source>
        <translation>
            <numerusform>Партия: %n решение, ошибок нет</numerusform>
            <numerusform>Партия: %n решения, ошибок нет</numerusform>
            <numerusform>Партия: %n решений, ошибок нет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game: %n mistake(s) in %1 decisions; %2 in all</source>
        <translation>
            <numerusform>Партия: %n ошибка (решений: %1); итого: %2</numerusform>
            <numerusform>Партия: %n ошибки (решений: %1); итого: %2</numerusform>
            <numerusform>Партия: %n ошибок (решений: %1); итого: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Why this hint</source>
        <translation>Почему такая подсказка</translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n likely deal(s); worth bidding up to %2</source>
        <translation>
            <numerusform>сыгран в %1 из %n вероятного расклада; стоит торговаться до %2</numerusform>
            <numerusform>сыгран в %1 из %n вероятных раскладов; стоит торговаться до %2</numerusform>
            <numerusform>сыгран в %1 из %n вероятных раскладов; стоит торговаться до %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made with %1% likelihood over %n world(s)</source>
        <translation>
            <numerusform>заказ будет сыгран с вероятностью %1% (%n расклад)</numerusform>
            <numerusform>заказ будет сыгран с вероятностью %1% (%n расклада)</numerusform>
            <numerusform>заказ будет сыгран с вероятностью %1% (%n раскладов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); giving %2 and %3 instead: %4%</source>
        <translation>
            <numerusform>заказ сыгран в %1 из %n расклада; если отдать %2 и %3: %4%</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; если отдать %2 и %3: %4%</numerusform>
            <numerusform>заказ сыгран в %1 из %n раскладов; если отдать %2 и %3: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n world(s); %2 in %3</source>
        <translation>
            <numerusform>сыгран в %1 из %n расклада; %2 — в %3</numerusform>
            <numerusform>сыгран в %1 из %n раскладов; %2 — в %3</numerusform>
            <numerusform>сыгран в %1 из %n раскладов; %2 — в %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the contract made in %2 of %n world(s)</source>
        <translation>
            <numerusform>%1: заказ сыгран в %2 из %n расклада</numerusform>
            <numerusform>%1: заказ сыгран в %2 из %n раскладов</numerusform>
            <numerusform>%1: заказ сыгран в %2 из %n раскладов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 game points on average, won in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1: игровых очков в среднем %2, выигрыш в %3 из %n расклада</numerusform>
            <numerusform>%1: игровых очков в среднем %2, выигрыш в %3 из %n раскладов</numerusform>
            <numerusform>%1: игровых очков в среднем %2, выигрыш в %3 из %n раскладов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
</context>
<context>
    <name>DealLog</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n игровое очко</numerusform>
            <numerusform>%n игровых очка</numerusform>
            <numerusform>%n игровых очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) laid away</source>
        <translation>
            <numerusform>снесена %n карта</numerusform>
            <numerusform>снесены %n карты</numerusform>
            <numerusform>снесено %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>1.5 seconds</source>
        <translation>1,5 секунды</translation>
    </message>
    <message>
        <source>2.5 seconds</source>
        <translation>2,5 секунды</translation>
    </message>
    <message>
        <source>4 seconds</source>
        <translation>4 секунды</translation>
    </message>
    <message>
        <source>Until I click</source>
        <translation>До моего щелчка</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Недолго</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Долго</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer level</comment>
        <translation>Обычный</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>There is no game in progress.</source>
        <translation>Партия не идёт.</translation>
    </message>
    <message>
        <source>Not an action: %1</source>
        <translation>Это не ход: %1</translation>
    </message>
    <message>
        <source>You sit at seat %1, not seat %2.</source>
        <translation>Вы сидите на месте %1, а не на месте %2.</translation>
    </message>
    <message>
        <source>A computer is playing your seat.</source>
        <translation>За ваше место играет компьютер.</translation>
    </message>
    <message>
        <source>Your chat line was not sent: you are writing too fast.</source>
        <translation>Сообщение в чат не отправлено: вы пишете слишком быстро.</translation>
    </message>
    <message>
        <source>Refused: your app sent message number %1 after number %2 (a repeated or old message).</source>
        <translation>Отклонено: ваша программа прислала сообщение номер %1 после номера %2 (повтор или старое сообщение).</translation>
    </message>
    <message>
        <source>You have seen your cards: you can no longer bid blind.</source>
        <translation>Вы уже посмотрели свои карты: заказывать втёмную больше нельзя.</translation>
    </message>
    <message>
        <source>There is no blind bid in this game.</source>
        <translation>В этой игре нет ставки втёмную.</translation>
    </message>
    <message>
        <source>Your time for this turn (%1 seconds) ran out: a computer plays this turn for you.</source>
        <translation>Время на этот ход (%1 с) истекло: этот ход за вас делает компьютер.</translation>
    </message>
    <message>
        <source>Not an action: your app sent something that is not an action object.</source>
        <translation>Это не ход: ваша программа прислала вместо хода что-то другое.</translation>
    </message>
    <message>
        <source>Not an action: it has no seat number.</source>
        <translation>Это не ход: в нём нет номера места.</translation>
    </message>
    <message>
        <source>Not an action: it must name exactly one kind of move.</source>
        <translation>Это не ход: в нём должен быть указан ровно один вид хода.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a list of two cards.</source>
        <translation>Это не ход: для «%1» нужен список из двух карт.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a card.</source>
        <translation>Это не ход: для «%1» нужна карта.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes a whole number.</source>
        <translation>Это не ход: для «%1» нужно целое число.</translation>
    </message>
    <message>
        <source>Not an action: “%1” takes true.</source>
        <translation>Это не ход: для «%1» нужно значение true.</translation>
    </message>
    <message>
        <source>Not an action: “%1” is not a card.</source>
        <translation>Это не ход: «%1» — не карта.</translation>
    </message>
    <message>
        <source>Not an action: “%1” can only be true or false, and only on a play.</source>
        <translation>Это не ход: «%1» может быть только true или false и только у хода картой.</translation>
    </message>
    <message>
        <source>Disconnected: your app stopped reading the host&apos;s messages.</source>
        <translation>Хозяин стола разорвал связь: ваша программа перестала читать его сообщения.</translation>
    </message>
    <message>
        <source>Disconnected: your app did not introduce itself within %1 seconds.</source>
        <translation>Хозяин стола разорвал связь: ваша программа не представилась за %1 с.</translation>
    </message>
    <message>
        <source>Disconnected: nothing came from your app for %1 seconds.</source>
        <translation>Хозяин стола разорвал связь: от вашей программы ничего не приходило %1 с.</translation>
    </message>
    <message>
        <source>Disconnected: the host could not handle a message from your app.</source>
        <translation>Хозяин стола разорвал связь: он не смог обработать сообщение от вашей программы.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line longer than %1 bytes.</source>
        <translation>Хозяин стола разорвал связь: ваша программа прислала строку длиннее %1 байт.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line that is not UTF-8 text.</source>
        <translation>Хозяин стола разорвал связь: ваша программа прислала строку не в кодировке UTF-8.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a line that is not JSON.</source>
        <translation>Хозяин стола разорвал связь: ваша программа прислала строку, которая не является JSON.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent something that is not a message of this protocol.</source>
        <translation>Хозяин стола разорвал связь: ваша программа прислала то, что не является сообщением этого протокола.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a message of an unknown type, “%1”.</source>
        <translation>Хозяин стола разорвал связь: ваша программа прислала сообщение неизвестного типа «%1».</translation>
    </message>
    <message>
        <source>Disconnected: your app did not begin with hello.</source>
        <translation>Хозяин стола разорвал связь: ваша программа не начала с приветствия (hello).</translation>
    </message>
    <message>
        <source>Disconnected: your app said hello twice.</source>
        <translation>Хозяин стола разорвал связь: ваша программа поздоровалась дважды.</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a wrong value in “%1”.</source>
        <translation>Хозяин стола разорвал связь: ваша программа прислала неверное значение в поле «%1».</translation>
    </message>
    <message>
        <source>Disconnected: your app sent a message nested deeper than %1 levels.</source>
        <translation>Хозяин стола разорвал связь: ваша программа прислала сообщение с вложенностью глубже %1 уровней.</translation>
    </message>
    <message>
        <source>Disconnected: for %1 seconds the host could accept nothing your app sent.</source>
        <translation>Хозяин стола разорвал связь: %1 с он не мог принять ничего из того, что прислала ваша программа.</translation>
    </message>
    <message>
        <source>This table speaks protocol version %1; your app speaks version %2. Every player needs the same version of Thousand.</source>
        <translation>Этот стол работает по протоколу версии %1, а ваша программа — по версии %2. Всем игрокам нужна одна и та же версия «Тысячи».</translation>
    </message>
    <message>
        <source>This table runs Thousand %1; you run %2. Use the same version (major.minor) to play together.</source>
        <translation>За этим столом «Тысяча» версии %1, а у вас — %2. Чтобы играть вместе, версии должны совпадать (первые два числа).</translation>
    </message>
    <message>
        <source>That seat token is not known at this table.</source>
        <translation>За этим столом не знают вашего места.</translation>
    </message>
    <message>
        <source>The game has started and every seat is taken.</source>
        <translation>Партия уже идёт, и все места заняты.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Все места за столом заняты.</translation>
    </message>
    <message>
        <source>The host gave your seat away.</source>
        <translation>Хозяин стола отдал ваше место.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Хозяин стола попросил вас из-за стола.</translation>
    </message>
    <message>
        <source>Your seat went to another player: you were not ready for %1 seconds.</source>
        <translation>Ваше место отдано другому игроку: вы не были готовы %1 с.</translation>
    </message>
    <message>
        <source>The host has kept your seat for someone else.</source>
        <translation>Хозяин стола оставил ваше место за другим игроком.</translation>
    </message>
    <message>
        <source>You joined this table from another connection.</source>
        <translation>Вы сели за этот стол с другого подключения.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Хозяин закрыл стол.</translation>
    </message>
    <message>
        <source>The host was stopped.</source>
        <translation>Хозяин стола остановлен.</translation>
    </message>
    <message>
        <source>Computer (random)</source>
        <translation>Компьютер (новичок)</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Компьютер (лёгкий)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Компьютер (обычный)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Компьютер (сильный)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>This table plays %1, a game this version of Thousand cannot play.</source>
        <translation>За этим столом играют в %1, а в эту игру эта версия «Тысячи» играть не умеет.</translation>
    </message>
    <message>
        <source>This table plays by agreements this version of Thousand does not know.</source>
        <translation>За этим столом играют по договорённостям, которых эта версия «Тысячи» не знает.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message numerus="yes">
        <source>%n agreement(s) changed</source>
        <translation>
            <numerusform>изменена %n договорённость</numerusform>
            <numerusform>изменены %n договорённости</numerusform>
            <numerusform>изменено %n договорённостей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n deal(s)</source>
        <translation>
            <numerusform>%1, после %n раздачи</numerusform>
            <numerusform>%1, после %n раздач</numerusform>
            <numerusform>%1, после %n раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунды</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This table goes on with a saved game, after %n deal(s). Each seat keeps its score; a player who joins under the name the game gave a seat takes that seat.</source>
        <translation>
            <numerusform>За этим столом продолжается сохранённая игра, после %n раздачи. Каждое место сохраняет свой счёт; игрок, вошедший под именем, которое это место носит в игре, садится на него.</numerusform>
            <numerusform>За этим столом продолжается сохранённая игра, после %n раздач. Каждое место сохраняет свой счёт; игрок, вошедший под именем, которое это место носит в игре, садится на него.</numerusform>
            <numerusform>За этим столом продолжается сохранённая игра, после %n раздач. Каждое место сохраняет свой счёт; игрок, вошедший под именем, которое это место носит в игре, садится на него.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n seat(s)</source>
        <translation>
            <numerusform>%1: %n место</numerusform>
            <numerusform>%1: %n места</numerusform>
            <numerusform>%1: %n мест</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>No deal is in progress.</source>
        <translation>Сейчас не идёт ни одна раздача.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>За этим столом нет такого места.</translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation>В этой раздаче вы на прикупе.</translation>
    </message>
    <message>
        <source>You cannot play a card yet: the auction is not over.</source>
        <translation>Ходить пока нельзя: торговля не закончена.</translation>
    </message>
    <message>
        <source>You cannot play a card yet: the exchange is not over.</source>
        <translation>Ходить пока нельзя: разыгрывающий ещё не отдал карты из прикупа.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to play.</source>
        <translation>Сейчас ходит %1.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>У вас нет %1.</translation>
    </message>
    <message>
        <source>You must follow suit: you hold %1.</source>
        <translation>Нужно ходить в масть: у вас есть %1.</translation>
    </message>
    <message>
        <source>You must play a trump: you hold %1.</source>
        <translation>Нужно бить козырем: у вас есть %1.</translation>
    </message>
    <message>
        <source>Only the player who made the trump may lead it: %1.</source>
        <translation>Ходить с козыря может только тот, кто его объявил: %1.</translation>
    </message>
    <message>
        <source>Only the player who made the trump may play trumps: %1.</source>
        <translation>Играть козырями может только тот, кто их объявил: %1.</translation>
    </message>
    <message>
        <source>You cannot announce a marriage in suit with %1.</source>
        <translation>С %1 нельзя объявить марьяж в масть.</translation>
    </message>
    <message>
        <source>You cannot announce a marriage with %1 now.</source>
        <translation>С %1 сейчас нельзя объявить марьяж.</translation>
    </message>
    <message>
        <source>The auction is over.</source>
        <translation>Торговля закончена.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to bid.</source>
        <translation>Сейчас торгуется %1.</translation>
    </message>
    <message>
        <source>You have passed and cannot bid again.</source>
        <translation>Вы уже сказали пас и больше не торгуетесь.</translation>
    </message>
    <message>
        <source>You may not bid blind now.</source>
        <translation>Сейчас нельзя играть втёмную.</translation>
    </message>
    <message>
        <source>Your score is below %1: you may only pass.</source>
        <translation>У вас меньше %1 очков: можно только пасовать.</translation>
    </message>
    <message>
        <source>Nobody may bid over a blind game.</source>
        <translation>Тёмную ставку перебивать нельзя.</translation>
    </message>
    <message>
        <source>You cannot bid above %1 with this hand.</source>
        <translation>С такими картами нельзя торговаться выше %1.</translation>
    </message>
    <message>
        <source>You cannot bid above 120 without a king-queen pair.</source>
        <translation>Без марьяжа (короля и дамы одной масти) нельзя заказывать больше 120.</translation>
    </message>
    <message>
        <source>The highest bid you may make is %1.</source>
        <translation>Ваша самая высокая возможная ставка — %1.</translation>
    </message>
    <message>
        <source>A bid must be at least %1.</source>
        <translation>Ставка должна быть не меньше %1.</translation>
    </message>
    <message>
        <source>Bids go in steps of %1.</source>
        <translation>Ставки растут с шагом %1.</translation>
    </message>
    <message>
        <source>You must open the auction with at least %1.</source>
        <translation>Вы открываете торговлю: ставка не меньше %1, пасовать нельзя.</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>Сейчас пасовать нельзя.</translation>
    </message>
    <message>
        <source>Only the declarer gives two cards, once, after taking the talon.</source>
        <translation>Две карты отдаёт только разыгрывающий — один раз, взяв прикуп.</translation>
    </message>
    <message>
        <source>The two given cards must differ.</source>
        <translation>Нужно отдать две разные карты.</translation>
    </message>
    <message>
        <source>You hold all four aces and must give one of them away.</source>
        <translation>У вас все четыре туза: один из них нужно отдать.</translation>
    </message>
    <message>
        <source>Only the declarer names the contract, after giving two cards.</source>
        <translation>Заказ называет только разыгрывающий, отдав две карты.</translation>
    </message>
    <message>
        <source>The contract is already set.</source>
        <translation>Заказ уже назван.</translation>
    </message>
    <message>
        <source>The contract cannot be lower than the bid, %1.</source>
        <translation>Заказ не может быть меньше ставки %1.</translation>
    </message>
    <message>
        <source>The contract cannot be raised in this deal.</source>
        <translation>В этой раздаче заказ повышать нельзя.</translation>
    </message>
    <message>
        <source>The highest contract you may name is %1.</source>
        <translation>Самый высокий заказ, который вы можете назвать, — %1.</translation>
    </message>
    <message>
        <source>Contracts go in steps of %1.</source>
        <translation>Заказ растёт с шагом %1.</translation>
    </message>
    <message>
        <source>Only the declarer may %1, between taking the talon and the first card.</source>
        <translation>Только разыгрывающий может %1 — после прикупа и до первого хода.</translation>
    </message>
    <message>
        <source>You may not %1 now (the agreements, the barrel or the count per game).</source>
        <translation>Сейчас нельзя %1 (договорённости, бочка или лимит на партию).</translation>
    </message>
    <message>
        <source>You have no grounds to demand a redeal now.</source>
        <translation>Сейчас нет оснований требовать пересдачу.</translation>
    </message>
    <message>
        <source>You are not bidding blind.</source>
        <translation>Вы не играете втёмную.</translation>
    </message>
    <message>
        <source>You cannot unhide a blind game now.</source>
        <translation>Сейчас нельзя открыть тёмную.</translation>
    </message>
    <message>
        <source>That move is not possible now.</source>
        <translation>Такой ход сейчас невозможен.</translation>
    </message>
    <message>
        <source>You may close the stock only when you lead and it is still open.</source>
        <translation>Закрыть колоду можно только своим ходом, пока она не закрыта.</translation>
    </message>
    <message>
        <source>You may exchange %1 only on your turn.</source>
        <translation>Поменять %1 можно только в свою очередь.</translation>
    </message>
    <message>
        <source>%1 is not exchanged once the stock is closed or down to two cards.</source>
        <translation>%1 не меняют, когда колода закрыта или в ней остались две карты.</translation>
    </message>
    <message>
        <source>You may exchange %1 only after winning a trick.</source>
        <translation>Поменять %1 можно, только взяв хотя бы одну взятку.</translation>
    </message>
    <message>
        <source>Nobody exchanges %1 on the first trick.</source>
        <translation>На первой взятке %1 не меняют.</translation>
    </message>
    <message>
        <source>You may exchange %1 only when you lead, before playing a card.</source>
        <translation>Поменять %1 можно, только когда вы ходите первым, до своей карты во взятке.</translation>
    </message>
    <message>
        <source>You may announce 66 only when you lead, after winning a trick.</source>
        <translation>Объявить 66 можно только своим ходом, взяв хотя бы одну взятку.</translation>
    </message>
    <message>
        <source>You may announce 66 only after winning a trick: nothing of yours counts yet.</source>
        <translation>Объявить 66 можно, только взяв хотя бы одну взятку: пока у вас ничего не засчитано.</translation>
    </message>
    <message>
        <source>Nobody closes the stock on the first trick.</source>
        <translation>На первой взятке колоду не закрывают.</translation>
    </message>
    <message>
        <source>The stock may not be closed with only two cards left in it.</source>
        <translation>Колоду нельзя закрыть, когда в ней остались только две карты.</translation>
    </message>
    <message>
        <source>You may show a marriage only when you lead and it takes you to 66.</source>
        <translation>Показать марьяж можно только своим ходом, если он доводит вас до 66.</translation>
    </message>
    <message>
        <source>You may draw only right after winning a trick.</source>
        <translation>Брать из колоды можно только сразу после своей взятки.</translation>
    </message>
    <message>
        <source>First draw from the stock, or close it before drawing.</source>
        <translation>Сначала возьмите карту из колоды или закройте её до добора.</translation>
    </message>
    <message>
        <source>The cards are drawn from the stock by themselves after each trick.</source>
        <translation>Карты из колоды добираются сами после каждой взятки.</translation>
    </message>
    <message>
        <source>You must beat the highest card so far: you hold %1.</source>
        <translation>Нужно побить старшую карту во взятке: у вас %1.</translation>
    </message>
    <message>
        <source>Only the declarer takes one of the two talons, once, right after the auction.</source>
        <translation>Только разыгрывающий берёт один из двух прикупов — один раз, сразу после торговли.</translation>
    </message>
    <message>
        <source>There is no such talon.</source>
        <translation>Такого прикупа нет.</translation>
    </message>
    <message>
        <source>Only the declarer lays cards away, once, after taking a talon.</source>
        <translation>Только разыгрывающий сносит карты — один раз, после того как взял прикуп.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Выберите две разные карты.</translation>
    </message>
    <message>
        <source>concede the deal (rospis)</source>
        <translation>расписать раздачу</translation>
    </message>
    <message>
        <source>write the deal off (spisat&apos;)</source>
        <translation>списать раздачу</translation>
    </message>
    <message>
        <source>give up</source>
        <translation>сдаться</translation>
    </message>
    <message>
        <source>surrender the golden deal</source>
        <translation>сдать золотой кон</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>место %1</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>These are the reference rules: the game as most tables in Russia, Belarus and Ukraine play it, as pagat.com&apos;s rules of Thousand describe it. The last section says what the agreements at this table change.</source>
        <translation>Это основные правила: игра, как в неё играют за большинством столов в России, Беларуси и Украине, по описанию Тысячи на сайте pagat.com. В последнем разделе — что меняют договорённости за этим столом.</translation>
    </message>
    <message>
        <source>Three players (or four, the dealer sitting out) play with a 24-card pack: nine, jack, queen, king, ten and ace of each suit. The first to reach 1000 points wins.</source>
        <translation>Играют трое (или четверо, тогда сдающий сидит на прикупе) колодой из 24 карт: девятка, валет, дама, король, десятка и туз каждой масти. Побеждает тот, кто первым наберёт 1000 очков.</translation>
    </message>
    <message>
        <source>Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0 — 120 in the pack.</source>
        <translation>Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2, девятка 0 — всего в колоде 120.</translation>
    </message>
    <message>
        <source>The deal and the auction</source>
        <translation>Раздача и торговля</translation>
    </message>
    <message>
        <source>Each player gets seven cards; three go face down to the talon.</source>
        <translation>Каждый получает по семь карт; три карты кладутся рубашкой вверх в прикуп.</translation>
    </message>
    <message>
        <source>The player after the dealer must open with at least 100. Bids rise in steps of 5; a pass is final. Above 120 you may bid only with a marriage in your hand.</source>
        <translation>Игрок после сдающего обязан начать торговлю не меньше чем со 100. Ставки растут шагом 5; пас окончательный. Больше 120 можно заказывать, только имея на руках марьяж.</translation>
    </message>
    <message>
        <source>The highest bidder (the declarer) shows the talon, takes it, gives one card to each opponent and may raise the contract before the first lead.</source>
        <translation>Выигравший торговлю (разыгрывающий) открывает прикуп, забирает его, отдаёт по одной карте каждому сопернику и может повысить заказ до первого хода.</translation>
    </message>
    <message>
        <source>Instead of playing, the declarer may concede (rospis): each opponent gets 60 points, the declarer scores nothing.</source>
        <translation>Вместо игры разыгрывающий может расписать: каждому сопернику записывается по 60, себе он не пишет ничего.</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>The declarer leads. You must follow suit; with none, you must trump; with no trump, play anything. You need not beat the card led.</source>
        <translation>Первым ходит разыгрывающий. Нужно ходить в масть; нет масти — бить козырем; нет козыря — любую карту. Перебивать не обязательно.</translation>
    </message>
    <message>
        <source>A marriage is a king and queen of one suit. From the second trick on, the leader announces it by leading one of the pair: it scores at once and its suit becomes trumps. Hearts 100, diamonds 80, clubs 60, spades 40.</source>
        <translation>Марьяж — король и дама одной масти. Начиная со второй взятки игрок, который ходит, объявляет его ходом одной из этих карт: очки записываются сразу, а масть становится козырной. Черви 100, бубны 80, трефы 60, пики 40.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>The declarer scores the contract if his card points and marriages reach it, and loses it if they do not. The opponents score what they took, rounded to 5.</source>
        <translation>Разыгрывающий записывает себе заказ, если очки взяток и марьяжей его покрывают, иначе заказ списывается. Соперники записывают взятое, округлённое до 5.</translation>
    </message>
    <message>
        <source>An opponent who takes nothing gets a bolt (zero); every third bolt costs 120 points.</source>
        <translation>Соперник, не взявший ничего, получает болт; каждый третий болт стоит 120 очков.</translation>
    </message>
    <message>
        <source>At 880 a player mounts the barrel: he must then win a contract that takes him to 1000 within three deals, or he falls back to 760.</source>
        <translation>На 880 игрок садится на бочку: за три раздачи он должен сыграть заказ, который доведёт его до 1000, иначе слетает на 760.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Rules of Thousand</source>
        <translation>Правила «Тысячи»</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>За этим столом</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>The reference rules, unchanged.</source>
        <translation>Основные правила без изменений.</translation>
    </message>
    <message numerus="yes">
        <source>%n agreement(s) differ from the reference rules:</source>
        <translation>
            <numerusform>%n договорённость отличается от основных правил:</numerusform>
            <numerusform>%n договорённости отличаются от основных правил:</numerusform>
            <numerusform>%n договорённостей отличаются от основных правил:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (reference: %2)</source>
        <translation>%1 (в основных правилах: %2)</translation>
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
            <numerusform>штраф: %n очков</numerusform>
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
        <translation>на бочке</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <extracomment>the letter on the dealer&apos;s chip beside a seat&apos;s name (Russian С for сдающий, Polish R for rozdający)</extracomment>
        <translation>С</translation>
    </message>
    <message numerus="yes">
        <source>%n bolt(s) so far</source>
        <translation>
            <numerusform>%n болт на счету</numerusform>
            <numerusform>%n болта на счету</numerusform>
            <numerusform>%n болтов на счету</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the barrel: %n deal(s) left</source>
        <translation>
            <numerusform>на бочке: осталась %n раздача</numerusform>
            <numerusform>на бочке: осталось %n раздачи</numerusform>
            <numerusform>на бочке: осталось %n раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n carried from a hand nobody won</source>
        <translation>
            <numerusform>+%n очко со сдачи без победителя</numerusform>
            <numerusform>+%n очка со сдач без победителя</numerusform>
            <numerusform>+%n очков со сдач без победителя</numerusform>
        </translation>
    </message>
</context>
</TS>
